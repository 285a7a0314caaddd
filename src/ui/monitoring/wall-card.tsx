import { Button, Card, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { cardActivationProps, type CardActivation } from './wall-card-activation';

const useStyles = makeStyles({
  card: { padding: 0, gap: 0, overflow: 'hidden', minWidth: 0 },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    minWidth: 0,
  },
  heading: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
});

export interface WallCardProps {
  /** `monitor` or `multiview`: the card's test id and its close button's (`{kind}-card`, `{kind}-card-close`). */
  readonly kind: 'monitor' | 'multiview';
  /** The channel's or event's uuid, as `data-channel` or `data-event`. */
  readonly uuid: string;
  readonly title: string;
  /** Title (and detail) at the left of the header. */
  readonly heading: ReactNode;
  /** Buttons between the heading and the close button. */
  readonly actions?: ReactNode;
  readonly onClose: (uuid: string) => void;
  /** The preview and the footer. */
  readonly children: ReactNode;
  /** Click (not on its buttons) or Enter on the card: the wall solos it (issue 31; wall-card-activation.ts). */
  readonly activation?: CardActivation;
}

/** The frame both walls' cards share (spec 2 §2): a header with the card's buttons and close, then the preview. */
export const WallCard = ({
  kind,
  uuid,
  title,
  heading,
  actions,
  onClose,
  children,
  activation,
}: WallCardProps): React.JSX.Element => {
  const styles = useStyles();
  const dataKey = kind === 'monitor' ? 'data-channel' : 'data-event';
  return (
    <Card
      className={styles.card}
      data-testid={`${kind}-card`}
      {...{ [dataKey]: uuid }}
      aria-label={title}
      {...cardActivationProps(uuid, activation)}
    >
      <div className={styles.header}>
        <div className={styles.heading}>{heading}</div>
        {actions}
        <Button
          appearance="subtle"
          size="small"
          icon={<DismissRegular />}
          aria-label={`Close ${title}`}
          title="Close"
          onClick={() => onClose(uuid)}
          data-testid={`${kind}-card-close`}
        />
      </div>
      {children}
    </Card>
  );
};
