// The channel tile of an event (spec 2 §2 "Channel tile"): what one source or destination channel offers.
import { instanceHttpPort, isTranscoderInstance, type Instance, type MediaServerStream } from '../instances';
import type { Channel, ChannelType } from './channel';
import type { ConnectionState, DestinationConnection } from './destination-connection';
import {
  channelMediaconnectAggregate,
  mediaconnectActions,
  parseMediaconnectArns,
  type MediaconnectAggregate,
  type MediaconnectStatus,
} from './mediaconnect';
import { transcoderAction } from './transcoder-rules';

export type TileRole = 'source' | 'destination';

export interface TileInstance {
  readonly id: number;
  readonly title: string;
}

/** Transcoder button: Start, Stop (an instance is bound) or Starting… (a start is awaited). */
export type TileTranscoder =
  | { readonly kind: 'start'; readonly target: 'channel' | 'event' }
  | { readonly kind: 'stop'; readonly instanceId: number }
  | { readonly kind: 'starting' };

export interface TileMediaconnects {
  readonly aggregate: Exclude<MediaconnectAggregate, 'none'>;
  readonly canStart: boolean;
  readonly canStop: boolean;
}

/** A pulled source (meta.use_pull with a pull_url) and the media server that pulls it. */
export interface TilePull {
  readonly mediaServerId: number;
  readonly streamName: string;
  readonly url: string;
  /** From the media server's status when it is known: whether the stream is pulled now. */
  readonly pulling?: boolean;
}

export interface ChannelTile {
  readonly role: TileRole;
  readonly uuid: string;
  readonly title: string;
  readonly type: ChannelType;
  readonly connection?: ConnectionState;
  /** Opening the channel (/dashboard/channel/{uuid}) is for administrators only (spec 2 §2). */
  readonly canOpen: boolean;
  readonly instances: readonly TileInstance[];
  readonly transcoder?: TileTranscoder;
  readonly mediaconnects?: TileMediaconnects;
  readonly pull?: TilePull;
  /** The router carries this event now: it can be stopped (stop_source / stop_destination). */
  readonly routerStoppable: boolean;
  readonly streamdeckUrl?: string;
  readonly multiviewerUrl: string;
}

export interface ChannelTileInput {
  readonly role: TileRole;
  readonly channel: Channel;
  readonly eventUuid: string;
  /** Instances whose meta.channel is this channel. */
  readonly instances: readonly Instance[];
  readonly connection?: DestinationConnection;
  readonly mediaconnects: Readonly<Record<string, MediaconnectStatus>>;
  /** The media server (mediamtx) instance that pulls sources, and its streams when its status is known. */
  readonly mediaServer?: { readonly id: number; readonly streams?: readonly MediaServerStream[] };
  readonly startAwaited: boolean;
  readonly administrator: boolean;
}

/**
 * The transcoder bound to the tile: on an output channel the one serving this event (meta.events), on an
 * input channel the one serving the channel itself (no events).
 */
export const boundTranscoder = (
  channel: Pick<Channel, 'type'>,
  instances: readonly Instance[],
  eventUuid: string,
): Instance | undefined =>
  instances.find(
    (instance) =>
      isTranscoderInstance(instance) &&
      instance.state !== 'archived' &&
      (channel.type === 'output'
        ? (instance.meta.events ?? []).includes(eventUuid)
        : (instance.meta.events ?? []).length === 0),
  );

/** A streamer's own GUI: http://{ip}:{http_port}/ (spec 2 §7 "{instance GUI url}static/test.html"). */
export const instanceGuiUrl = (instance: Pick<Instance, 'meta'>): string | undefined =>
  instance.meta.ip ? `http://${instance.meta.ip}:${instanceHttpPort(instance)}/` : undefined;

/** The streamdeck control page of the streamer serving the channel (docs/protocol/control.md "Channel tile"). */
export const streamdeckUrl = (instances: readonly Instance[], channel: Pick<Channel, 'name'>): string | undefined => {
  const streamer =
    instances.find((instance) => !isTranscoderInstance(instance) && instanceGuiUrl(instance) !== undefined) ??
    instances.find((instance) => instanceGuiUrl(instance) !== undefined);
  const gui = streamer ? instanceGuiUrl(streamer) : undefined;
  return gui ? `${gui}streamdeck?channel=${encodeURIComponent(channel.name)}` : undefined;
};

/** The console's multiview of the event (docs/protocol/control.md "Channel tile"). */
export const multiviewerUrl = (eventUuid: string): string => `/multiview/event/${eventUuid}`;

const transcoderOf = (input: ChannelTileInput, bound: Instance | undefined): TileTranscoder | undefined => {
  const { channel } = input;
  if (!channel.transcoder && !bound) return undefined;
  const action = transcoderAction({
    channel,
    eventUuid: input.eventUuid,
    startPending: input.startAwaited,
    ...(bound ? { boundInstanceId: bound.id } : {}),
  });
  switch (action.kind) {
    case 'stop':
      return { kind: 'stop', instanceId: action.command.instance ?? 0 };
    case 'starting':
      return action;
    case 'start':
      // Transcoder start on output channels is admin-only (spec 1 §6).
      if (channel.type === 'output' && !input.administrator) return undefined;
      return { kind: 'start', target: action.command.event !== undefined ? 'event' : 'channel' };
  }
};

/** Mediaconnect controls are admin-only (spec 1 §6, spec 2 §6); channels without flows (or opted out) have none. */
const mediaconnectsOf = (input: ChannelTileInput): TileMediaconnects | undefined => {
  const { channel } = input;
  if (!input.administrator || channel.type !== 'output' || channel.meta.use_mediaconnect === false) return undefined;
  if (parseMediaconnectArns(channel.meta.mediaconnect_arns).length === 0) return undefined;
  const aggregate = channelMediaconnectAggregate(channel.meta.mediaconnect_arns, input.mediaconnects);
  if (aggregate === 'none') return undefined;
  return { aggregate, ...mediaconnectActions(aggregate) };
};

/**
 * Pulls go through the media server's instance commands. Every operator may start and stop the pull of a
 * channel configured for one (docs/protocol.md "Who starts and stops a pull"); the server checks the url.
 */
const pullOf = (input: ChannelTileInput): TilePull | undefined => {
  const { channel, mediaServer } = input;
  const url = channel.meta.pull_url?.trim();
  if (!channel.meta.use_pull || !url || !mediaServer) return undefined;
  const stream = mediaServer.streams?.find((candidate) => candidate.name === channel.name);
  const pulling = mediaServer.streams === undefined ? undefined : stream?.source?.pull === true;
  return {
    mediaServerId: mediaServer.id,
    streamName: channel.name,
    url,
    ...(pulling !== undefined ? { pulling } : {}),
  };
};

/** The tile of one channel of an event. */
export const channelTile = (input: ChannelTileInput): ChannelTile => {
  const { channel, connection } = input;
  const bound = boundTranscoder(channel, input.instances, input.eventUuid);
  const transcoder = transcoderOf(input, bound);
  const mediaconnects = mediaconnectsOf(input);
  const pull = pullOf(input);
  const deck = streamdeckUrl(input.instances, channel);
  return {
    role: input.role,
    uuid: channel.uuid,
    title: channel.title,
    type: channel.type,
    ...(connection ? { connection: connection.state } : {}),
    canOpen: input.administrator,
    instances: input.instances.map((instance) => ({ id: instance.id, title: instance.title })),
    ...(transcoder ? { transcoder } : {}),
    ...(mediaconnects ? { mediaconnects } : {}),
    ...(pull ? { pull } : {}),
    routerStoppable:
      connection !== undefined &&
      connection.state !== 'listening' &&
      (connection.events ?? []).includes(input.eventUuid),
    ...(deck ? { streamdeckUrl: deck } : {}),
    multiviewerUrl: multiviewerUrl(input.eventUuid),
  };
};
