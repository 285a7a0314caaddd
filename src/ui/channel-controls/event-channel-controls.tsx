import { Caption1 } from '@fluentui/react-components';
import { ChannelControlsQueries, type EventControlsView } from '../../application/channel-controls';
import { useService, useQuery } from '../shared';
import { ChannelTileView } from './channel-tile-view';

const unknown: EventControlsView = { found: false };

/**
 * The channel tile actions of one event (spec 2 §2 "Channel tile"): its source and destination channels. The
 * row subscribes to its own event's tiles only, so a live tick re-renders just the rows it changed.
 */
export const EventChannelControls = ({ eventUuid }: { eventUuid: string }): React.JSX.Element | null => {
  const queries = useService(ChannelControlsQueries);
  const view = useQuery(() => queries.controls$(eventUuid), [queries, eventUuid], unknown);
  if (!view.found) return null;
  if (!view.source && !view.destination) return <Caption1>No channels</Caption1>;
  return (
    <div
      data-testid="channel-controls"
      data-event={eventUuid}
      style={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {view.source && <ChannelTileView eventUuid={eventUuid} tile={view.source} />}
      {view.destination && <ChannelTileView eventUuid={eventUuid} tile={view.destination} />}
    </div>
  );
};
