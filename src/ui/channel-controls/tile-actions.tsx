import { Button, tokens } from '@fluentui/react-components';
import { ChannelControlCommands } from '../../application/channel-controls';
import type { ChannelTile } from '../../domain/channels';
import { ConfirmStop, type StopPrompt, useService } from '../shared';

// Spec 1 §8 confirmations.
const transcoderStopPrompt: StopPrompt = { question: 'Stop transcoder?' };
const mediaconnectStopPrompt: StopPrompt = { question: 'Stop mediaconnects?' };

const mediaconnectColours: Record<string, string> = {
  active: tokens.colorPaletteGreenForeground1,
  standby: tokens.colorNeutralForeground3,
  changing: tokens.colorPaletteDarkOrangeForeground1,
};

interface ActionsProps {
  readonly eventUuid: string;
  readonly tile: ChannelTile;
}

// Each button's accessible name begins with its visible text (what speech input users say), then the channel
// it acts on, since a row holds two tiles with the same buttons.

/** Transcoder start/stop of the tile. */
export const TranscoderAction = ({ eventUuid, tile }: ActionsProps): React.JSX.Element | null => {
  const commands = useService(ChannelControlCommands);
  const { transcoder } = tile;
  if (!transcoder) return null;
  switch (transcoder.kind) {
    case 'starting':
      return (
        <Button size="small" appearance="subtle" disabled data-testid={`transcoder-starting-${tile.role}`}>
          Starting…
        </Button>
      );
    case 'stop':
      return (
        <ConfirmStop
          prompt={() => transcoderStopPrompt}
          label="Stop transcoder"
          ariaLabel={`Stop transcoder, ${tile.title}`}
          testId={`transcoder-stop-${tile.role}`}
          onConfirm={() => void commands.stopTranscoder(eventUuid, tile.role)}
        />
      );
    case 'start':
      return (
        <Button
          size="small"
          appearance="subtle"
          aria-label={`Start transcoder, ${tile.title}`}
          data-testid={`transcoder-start-${tile.role}`}
          onClick={() => void commands.startTranscoder(eventUuid, tile.role)}
        >
          Start transcoder
        </Button>
      );
  }
};

/** Mediaconnects with their aggregate state (admin only; spec 1 §4, §6). */
export const MediaconnectActions = ({ eventUuid, tile }: ActionsProps): React.JSX.Element | null => {
  const commands = useService(ChannelControlCommands);
  const flows = tile.mediaconnects;
  if (!flows) return null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span
        data-testid={`mediaconnects-state-${tile.role}`}
        style={{ color: mediaconnectColours[flows.aggregate] }}
      >{`Mediaconnects: ${flows.aggregate}`}</span>
      {flows.canStart && (
        <Button
          size="small"
          appearance="subtle"
          data-testid={`mediaconnects-start-${tile.role}`}
          aria-label={`Start mediaconnects, ${tile.title}`}
          onClick={() => void commands.startMediaconnects(eventUuid)}
        >
          Start mediaconnects
        </Button>
      )}
      {flows.canStop && (
        <ConfirmStop
          prompt={() => mediaconnectStopPrompt}
          label="Stop mediaconnects"
          ariaLabel={`Stop mediaconnects, ${tile.title}`}
          testId={`mediaconnects-stop-${tile.role}`}
          onConfirm={() => void commands.stopMediaconnects(eventUuid)}
        />
      )}
    </span>
  );
};
