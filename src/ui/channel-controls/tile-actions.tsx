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

/** Transcoder start/stop of the tile. */
export const TranscoderAction = ({ eventUuid, tile }: ActionsProps): React.JSX.Element | null => {
  const commands = useService(ChannelControlCommands);
  const { transcoder } = tile;
  if (!transcoder) return null;
  const name = `${tile.title} transcoder`;
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
          ariaLabel={`Stop ${name}`}
          testId={`transcoder-stop-${tile.role}`}
          onConfirm={() => void commands.stopTranscoder(eventUuid, tile.role)}
        />
      );
    case 'start':
      return (
        <Button
          size="small"
          appearance="subtle"
          aria-label={`Start ${name}`}
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
          aria-label={`Start ${tile.title} mediaconnects`}
          onClick={() => void commands.startMediaconnects(eventUuid)}
        >
          Start mediaconnects
        </Button>
      )}
      {flows.canStop && (
        <ConfirmStop
          prompt={() => mediaconnectStopPrompt}
          label="Stop mediaconnects"
          ariaLabel={`Stop ${tile.title} mediaconnects`}
          testId={`mediaconnects-stop-${tile.role}`}
          onConfirm={() => void commands.stopMediaconnects(eventUuid)}
        />
      )}
    </span>
  );
};
