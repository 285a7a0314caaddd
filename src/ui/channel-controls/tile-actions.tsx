import { Button, tokens } from '@fluentui/react-components';
import { ChannelControlCommands } from '../../application/channel-controls';
import type { ChannelTile } from '../../domain/channels';
import { BusyButton, busyIcon, ConfirmAction, type ConfirmPrompt, useService } from '../shared';

// Spec 1 §8 confirmations.
const transcoderConfirmPrompt: ConfirmPrompt = { question: 'Stop transcoder?', confirmLabel: 'Stop' };
const mediaconnectConfirmPrompt: ConfirmPrompt = { question: 'Stop mediaconnects?', confirmLabel: 'Stop' };

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
        <Button
          size="small"
          appearance="subtle"
          disabled
          aria-busy
          data-busy
          icon={busyIcon('Starting')}
          data-testid={`transcoder-starting-${tile.role}`}
        >
          Starting…
        </Button>
      );
    case 'stop':
      return (
        <ConfirmAction
          prompt={() => transcoderConfirmPrompt}
          label="Stop transcoder"
          ariaLabel={`Stop transcoder, ${tile.title}`}
          testId={`transcoder-stop-${tile.role}`}
          busyLabel="Stopping"
          onConfirm={() => commands.stopTranscoder(eventUuid, tile.role)}
        />
      );
    case 'start':
      return (
        <BusyButton
          size="small"
          appearance="subtle"
          aria-label={`Start transcoder, ${tile.title}`}
          data-testid={`transcoder-start-${tile.role}`}
          busyLabel="Starting"
          onAct={() => commands.startTranscoder(eventUuid, tile.role)}
        >
          Start transcoder
        </BusyButton>
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
        <BusyButton
          size="small"
          appearance="subtle"
          data-testid={`mediaconnects-start-${tile.role}`}
          aria-label={`Start mediaconnects, ${tile.title}`}
          busyLabel="Starting"
          onAct={() => commands.startMediaconnects(eventUuid)}
        >
          Start mediaconnects
        </BusyButton>
      )}
      {flows.canStop && (
        <ConfirmAction
          prompt={() => mediaconnectConfirmPrompt}
          label="Stop mediaconnects"
          ariaLabel={`Stop mediaconnects, ${tile.title}`}
          testId={`mediaconnects-stop-${tile.role}`}
          onConfirm={() => commands.stopMediaconnects(eventUuid)}
        />
      )}
    </span>
  );
};
