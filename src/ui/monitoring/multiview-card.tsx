import { Badge, Button, Caption1, Card, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { CutRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import {
  monitorTexts,
  type MultiviewCard as MultiviewCardView,
  type MultiviewZoom,
} from '../../application/monitoring';
import { WallPreview } from '../player';

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
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
  },
});

export interface MultiviewCardProps {
  readonly card: MultiviewCardView;
  readonly zoom: MultiviewZoom;
  readonly onClose: (uuid: string) => void;
  readonly onClip: (uuid: string) => void;
}

const timingColour = { Live: 'danger', Upcoming: 'informative', Ended: 'subtle' } as const;

/**
 * A multiview card (spec 2 §2): the event's title, times and channel, its recording (Preview) or live stream
 * (Live) in the wall's player, the clip button that cuts the last 60 seconds, an edit button opening the event
 * editor in the sheet (/multiview/event/{uuid}) and a close button.
 */
export const MultiviewCard = ({ card, zoom, onClose, onClip }: MultiviewCardProps): React.JSX.Element => {
  const styles = useStyles();
  const navigate = useNavigate();
  const video = card.video[zoom];
  return (
    <Card className={styles.card} data-testid="multiview-card" data-event={card.uuid} aria-label={card.title}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <Subtitle2 as="h3" className={styles.ellipsis} title={card.title}>
            {card.title}
          </Subtitle2>
          <Caption1 className={`${styles.ellipsis} ${styles.detail}`} title={card.detail}>
            {card.detail}
          </Caption1>
        </div>
        <Button
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={`Open ${card.title}`}
          title="Open event"
          onClick={() => void navigate(`/multiview/event/${card.uuid}`)}
          data-testid="multiview-card-open"
        />
        <Button
          appearance="subtle"
          size="small"
          icon={<DismissRegular />}
          aria-label={`Close ${card.title}`}
          title="Close"
          onClick={() => onClose(card.uuid)}
          data-testid="multiview-card-close"
        />
      </div>
      <WallPreview
        key={zoom}
        url={'url' in video ? video.url : undefined}
        {...('message' in video ? { message: video.message } : {})}
        label={`${zoom === 'live' ? 'Live video' : 'Preview'} of ${card.title}`}
        recoveringText={monitorTexts.recovering}
      />
      <div className={styles.footer}>
        <Badge appearance="tint" color={timingColour[card.timing as keyof typeof timingColour] ?? 'subtle'}>
          {card.timing}
        </Badge>
        <Button
          size="small"
          icon={<CutRegular />}
          disabled={!card.started}
          onClick={() => onClip(card.uuid)}
          data-testid="multiview-card-clip"
        >
          Clip 60 s
        </Button>
      </div>
    </Card>
  );
};
