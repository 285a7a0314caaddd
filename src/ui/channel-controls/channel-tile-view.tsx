import { Badge, Button, Caption1, Link } from '@fluentui/react-components';
import { ChannelControlCommands } from '../../application/channel-controls';
import type { ChannelTile, ConnectionState } from '../../domain/channels';
import { useService } from '../shared';
import { SourceActions } from './source-actions';
import { MediaconnectActions, TranscoderAction } from './tile-actions';

const connectionColours: Record<ConnectionState, 'informative' | 'danger' | 'warning' | 'success'> = {
  listening: 'informative',
  disconnected: 'danger',
  connecting: 'warning',
  connected: 'success',
};

const roleLabels = { source: 'Source', destination: 'Destination' } as const;

/**
 * One channel of an event: name, connection state and its actions (spec 2 §2 "Channel tile"). The row around it
 * already shows the instance chips, so the tile does not repeat them.
 */
export const ChannelTileView = ({ eventUuid, tile }: { eventUuid: string; tile: ChannelTile }): React.JSX.Element => {
  const commands = useService(ChannelControlCommands);
  return (
    <div
      role="group"
      aria-label={`${roleLabels[tile.role]} channel ${tile.title}`}
      data-testid={`channel-tile-${tile.role}`}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8, rowGap: 2 }}
    >
      <Caption1>{roleLabels[tile.role]}:</Caption1>
      {tile.canOpen ? (
        <Button
          size="small"
          appearance="transparent"
          data-testid={`channel-open-${tile.role}`}
          onClick={() => commands.openChannel(tile.uuid)}
        >
          {tile.title}
        </Button>
      ) : (
        <Caption1 data-testid={`channel-title-${tile.role}`}>{tile.title}</Caption1>
      )}
      {tile.connection && (
        <Badge size="small" appearance="tint" color={connectionColours[tile.connection]}>
          {tile.connection}
        </Badge>
      )}
      <TranscoderAction eventUuid={eventUuid} tile={tile} />
      <MediaconnectActions eventUuid={eventUuid} tile={tile} />
      <SourceActions eventUuid={eventUuid} tile={tile} />
      {tile.streamdeckUrl && (
        <Link href={tile.streamdeckUrl} target="_blank" rel="noreferrer" data-testid={`streamdeck-${tile.role}`}>
          Streamdeck
        </Link>
      )}
      <Link href={tile.multiviewerUrl} target="_blank" rel="noreferrer" data-testid={`multiviewer-${tile.role}`}>
        Multiviewer
      </Link>
    </div>
  );
};
