import { isAdministrator } from '../../domain/accounts';
import {
  channelById,
  channelTile,
  isTranscoderStartAwaited,
  transcoderTarget,
  type Channel,
  type ChannelTile,
  type TileRole,
} from '../../domain/channels';
import { windowEvent } from '../../domain/dashboard';
import { instancesOfChannel, type Instance, type InstancesState } from '../../domain/instances';
import { eventByUuid, type ScheduledEvent } from '../../domain/schedule';
import type { RootState } from '../../domain/state';

/** The channel tiles of one event (spec 2 §2 "Channel tile"): its source and destination channel. */
export interface EventControlsView {
  /** The event is known (in the list or opened); without it there is nothing to control. */
  readonly found: boolean;
  readonly source?: ChannelTile;
  readonly destination?: ChannelTile;
}

// The media server that pulls sources: the first active mediamtx instance, found once per instances map.
const mediaServers = new WeakMap<InstancesState['byId'], Instance | null>();
const mediaServerOf = (instances: InstancesState): Instance | undefined => {
  let server = mediaServers.get(instances.byId);
  if (server === undefined) {
    server =
      Object.values(instances.byId)
        .filter((instance) => instance.type === 'mediamtx' && instance.state !== 'archived')
        .sort((a, b) => a.id - b.id)[0] ?? null;
    mediaServers.set(instances.byId, server);
  }
  return server ?? undefined;
};

const tileOf = (
  state: RootState,
  role: TileRole,
  channel: Channel | undefined,
  eventUuid: string,
): ChannelTile | undefined => {
  if (!channel) return undefined;
  const server = mediaServerOf(state.instances);
  const streams = server ? state.instances.statusById[server.id]?.status.media_server : undefined;
  return channelTile({
    role,
    channel,
    eventUuid,
    instances: instancesOfChannel(state.instances, channel.uuid),
    ...(state.channels.connections[channel.uuid] ? { connection: state.channels.connections[channel.uuid] } : {}),
    mediaconnects: state.channels.mediaconnects,
    ...(server ? { mediaServer: { id: server.id, ...(streams ? { streams } : {}) } } : {}),
    // The client clock on purpose (not serverNow): the start's settledAt in the journal is client time too.
    startAwaited: isTranscoderStartAwaited(
      state.transcoderCommands,
      transcoderTarget(channel.type, channel.uuid, eventUuid),
      state.clock.clientNow,
    ),
    administrator: isAdministrator(state.session.profile?.type),
  });
};

/** The event, from the schedule or else the dashboard's window of days (a row drawn before its answer came). */
const heldEvent = (state: RootState, eventUuid: string): ScheduledEvent | undefined =>
  eventByUuid(state.schedule, eventUuid) ?? windowEvent(state.dashboardWindow, eventUuid);

/** Both tiles of an event from the whole state; cheap (a few map lookups), so every row may run it each tick. */
export const eventTiles = (state: RootState, eventUuid: string): EventControlsView => {
  const event = heldEvent(state, eventUuid);
  if (!event) return { found: false };
  const source = tileOf(state, 'source', channelById(state.channels.byUuid, event.event_group?.channel_id), eventUuid);
  const destination = tileOf(state, 'destination', channelById(state.channels.byUuid, event.channel_id), eventUuid);
  return { found: true, ...(source ? { source } : {}), ...(destination ? { destination } : {}) };
};

/** The channel a tile of the event shows. */
export const tileChannel = (state: RootState, eventUuid: string, role: TileRole): Channel | undefined => {
  const event = heldEvent(state, eventUuid);
  if (!event) return undefined;
  return channelById(state.channels.byUuid, role === 'source' ? event.event_group?.channel_id : event.channel_id);
};

/** Structural equality of plain data (the views are JSON-like): a tick that changes nothing re-renders nothing. */
export const samePlain = (left: unknown, right: unknown): boolean => {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightRecord = right as Record<string, unknown>;
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every(
    (key) => Object.hasOwn(rightRecord, key) && samePlain((left as Record<string, unknown>)[key], rightRecord[key]),
  );
};
