import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { CutRegular, EditRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import {
  monitorTexts,
  type MultiviewCard as MultiviewCardView,
  type MultiviewZoom,
} from '../../application/monitoring';
import { WallPreview } from '../player';
import { TruncatedText } from '../shared';
import { WallCard, wallTileId } from './wall-card';
import type { CardActivation } from './wall-card-activation';

const useStyles = makeStyles({
  detail: { color: tokens.colorNeutralForeground2 },
  footer: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    // A small tile (the solo's strip, a 4×4 wall) keeps its badge and button on one line rather than wrapping.
    whiteSpace: 'nowrap',
    '& > *': { minWidth: 0 },
  },
});

export interface MultiviewCardProps {
  readonly card: MultiviewCardView;
  readonly zoom: MultiviewZoom;
  readonly onClose: (uuid: string) => void;
  readonly onClip: (uuid: string) => void;
  /** Solo on click or Enter (issue 31); the soloed card plays with `sound`. */
  readonly activation?: CardActivation;
  readonly sound?: boolean;
}

const timingColour = { Live: 'danger', Upcoming: 'informative', Ended: 'subtle' } as const;

/**
 * A multiview card (spec 2 §2): the event's title, times and channel, its recording (Preview) or live stream
 * (Live) in the wall's player, the clip button that cuts the last 60 seconds, an edit button opening the event
 * editor in the sheet (/multiview/event/{uuid}) and a close button.
 */
export const MultiviewCard = ({
  card,
  zoom,
  onClose,
  onClip,
  activation,
  sound,
}: MultiviewCardProps): React.JSX.Element => {
  const styles = useStyles();
  const navigate = useNavigate();
  const video = card.video[zoom];
  return (
    <WallCard
      kind="multiview"
      uuid={card.uuid}
      title={card.title}
      onClose={onClose}
      activation={activation}
      heading={
        <>
          <TruncatedText as="h3" text={card.title} size={400} weight="semibold" />
          <TruncatedText text={card.detail} size={200} className={styles.detail} />
        </>
      }
      actions={
        <Button
          appearance="subtle"
          size="small"
          icon={<EditRegular />}
          aria-label={`Open ${card.title}`}
          title="Open event"
          onClick={() => void navigate(`/multiview/event/${card.uuid}`)}
          data-testid="multiview-card-open"
        />
      }
    >
      <WallPreview
        key={zoom}
        url={'url' in video ? video.url : undefined}
        {...('message' in video ? { message: video.message } : {})}
        label={`${zoom === 'live' ? 'Live video' : 'Preview'} of ${card.title}`}
        recoveringText={monitorTexts.recovering}
        sound={sound}
        tile={{ id: wallTileId('multiview', card.uuid), title: card.title }}
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
    </WallCard>
  );
};
