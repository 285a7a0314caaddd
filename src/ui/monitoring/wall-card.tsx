import { Button, Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { WallTiles } from '../../application/monitoring';
import { useQuery, useService } from '../shared';

const useStyles = makeStyles({
  card: { padding: 0, gap: 0, overflow: 'hidden', minWidth: 0 },
  // A tile in alarm (issue 31 §1): a red frame the eye finds across the room.
  alarm: {
    outline: `3px solid ${tokens.colorPaletteRedBorder2}`,
    outlineOffset: '-3px',
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
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
}

/** A wall tile's id on the page: its state is reported under it (WallTiles) by the card's preview. */
export const wallTileId = (kind: WallCardProps['kind'], uuid: string): string => `${kind}:${uuid}`;

/**
 * The frame both walls' cards share (spec 2 §2): a header with the card's buttons and close, then the preview. It
 * carries its tile's state (`data-tile-state`, issue 31 §1) and turns red while the tile is in alarm.
 */
export const WallCard = ({
  kind,
  uuid,
  title,
  heading,
  actions,
  onClose,
  children,
}: WallCardProps): React.JSX.Element => {
  const styles = useStyles();
  const dataKey = kind === 'monitor' ? 'data-channel' : 'data-event';
  const tiles = useService(WallTiles);
  const tile = useQuery(() => tiles.tile$(wallTileId(kind, uuid)), [tiles, kind, uuid], undefined);
  const alarm = tile?.alarmSince !== undefined;
  return (
    <Card
      className={mergeClasses(styles.card, alarm && styles.alarm)}
      data-testid={`${kind}-card`}
      {...{ [dataKey]: uuid }}
      {...(tile ? { 'data-tile-state': tile.state, 'data-alarm': alarm } : {})}
      aria-label={title}
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
