import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { OpenRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { monitorTexts, type MonitorCard as MonitorCardView } from '../../application/monitoring';
import { WallPreview } from '../player';
import { TruncatedText } from '../shared';
import { WallCard, wallTileId } from './wall-card';
import type { CardActivation } from './wall-card-activation';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '24px',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    color: tokens.colorNeutralForeground2,
    // A small tile (a 4×4 wall, the solo's strip) shortens its footer's words rather than cutting them off. Not
    // TruncatedText: one rule over the footer's mixed children (the Instance link among them), short fixed words.
    // eslint-disable-next-line no-restricted-syntax -- a rule for the footer's children, the link among them
    '& > *': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
  link: { color: tokens.colorBrandForegroundLink, fontSize: tokens.fontSizeBase200 },
});

export interface MonitorCardProps {
  readonly card: MonitorCardView;
  readonly onClose: (uuid: string) => void;
  /** Solo on click or Enter (issue 31); the soloed card plays with `sound`. */
  readonly activation?: CardActivation;
  readonly sound?: boolean;
}

/**
 * A monitor wall card (spec 2 §2 'Monitor view card'): channel title, open-preview link, close button, the 16:9
 * HLS preview at a very low volume, and the video's resolution and the channel's state under it.
 */
export const MonitorCard = ({ card, onClose, activation, sound }: MonitorCardProps): React.JSX.Element => {
  const styles = useStyles();
  const [resolution, setResolution] = useState<string | undefined>();
  const [status, setStatus] = useState<string>('off');
  return (
    <WallCard
      kind="monitor"
      uuid={card.uuid}
      title={card.title}
      onClose={onClose}
      activation={activation}
      heading={<TruncatedText as="h3" text={card.title} size={400} weight="semibold" />}
      actions={
        card.openUrl && (
          <Button
            as="a"
            href={card.openUrl}
            target="_blank"
            rel="noreferrer"
            appearance="subtle"
            size="small"
            icon={<OpenRegular />}
            aria-label={`Open preview of ${card.title}`}
            title="Open preview"
            data-testid="monitor-card-open"
          />
        )
      }
    >
      <WallPreview
        url={card.url}
        {...(card.message === undefined ? {} : { message: card.message })}
        label={`Live preview of ${card.title}`}
        recoveringText={monitorTexts.recovering}
        onResolution={setResolution}
        onStatus={setStatus}
        sound={sound}
        tile={{ id: wallTileId('monitor', card.uuid), title: card.title }}
      />
      <div className={styles.footer}>
        <Caption1 data-testid="monitor-card-resolution">{resolution ?? '–'}</Caption1>
        {card.instanceId !== undefined && (
          <RouterLink
            className={styles.link}
            to={`/dashboard/instance/${card.instanceId}`}
            data-testid="monitor-card-instance"
          >
            Instance
          </RouterLink>
        )}
        <Caption1 data-testid="monitor-card-state" data-player={status}>
          {card.stateLabel}
        </Caption1>
      </div>
    </WallCard>
  );
};
