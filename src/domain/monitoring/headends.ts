// The headend list and the media server stream list (spec 2 §2 'Dashboard-side panels', §3, §8, §9).
import {
  bufferSparkline,
  effectiveOutputs,
  outputState,
  type Channel,
  type DestinationConnection,
  type SparklineColour,
} from '../channels';
import { mediaServerStreamAction, type Instance, type InstanceCommand, type MediaServerStream } from '../instances';
import { headendPreviewUrl, type HeadendPreview } from './headend-preview';
import { monitorCardMessage, monitorCardState } from './monitor-wall';

/** One channel of the headend list: the stream coming in (source) and the head-end output (destination). */
export interface HeadendRow {
  readonly uuid: string;
  readonly title: string;
  /** The head-end instance serving the channel, when known. */
  readonly headend?: string;
  /** The channel's connection: 'idle' for listening, else its state; 'unknown' before the control topic says. */
  readonly sourceState: string;
  /** The head-end output after overrides: 'active', 'deactive' or 'multiple' (spec 2 §4 'Output state'). */
  readonly destinationState: string;
  readonly buffer?: {
    readonly max: number;
    readonly current: number;
    /** Orange over 100, red over 5000 (spec 2 §9). */
    readonly colour: SparklineColour;
    /** History and current length as shares of the max (0–1), oldest first. */
    readonly points: readonly number[];
  };
  /**
   * The head-end preview by the headend_preview setting (spec 2 §3), at its size: the playlist only while the
   * channel is connected (spec 2 §4 'Preview loads only when connection state is connected'), else why not.
   */
  readonly preview?: {
    readonly url?: string;
    readonly message?: string;
    readonly width: number;
    readonly height: number;
  };
}

const previewOf = (
  preview: HeadendPreview,
  channel: Channel,
  connection: DestinationConnection | undefined,
): NonNullable<HeadendRow['preview']> => {
  const state = monitorCardState(headendPreviewUrl(preview, channel), connection?.state);
  const size = { width: preview.width, height: preview.height };
  return state.kind === 'live' ? { url: state.url, ...size } : { message: monitorCardMessage(state), ...size };
};

const hasHeadend = (channel: Channel): boolean =>
  channel.headend_instance !== undefined ||
  (channel.configuration?.output?.outputs ?? []).some((output) => output.type === 'headend');

/** The head-end output's state after the overrides still applying at `now` (unix s). */
const headendState = (channel: Channel, now: number): string => {
  const outputs = effectiveOutputs(
    (channel.configuration?.output?.outputs ?? []).filter((output) => output.type === 'headend'),
    channel.configuration_overrides ?? [],
    now,
  );
  const state = outputState(outputs);
  return state.type === 'multiple' ? 'multiple' : state.state;
};

const bufferOf = (connection: DestinationConnection | undefined): HeadendRow['buffer'] => {
  const buffer = connection?.info?.buffer_status;
  if (!buffer) return undefined;
  const line = bufferSparkline(buffer);
  const scale = line.max > 0 ? line.max : 1;
  return {
    ...line,
    points: [...buffer.history, buffer.current_length].map((value) => Math.round((value / scale) * 1000) / 1000),
  };
};

/** Active channels with a head-end (an output of type headend, or a head-end instance), by title; previews when a headend_preview setting gives them. */
export const headendRows = (
  channels: Iterable<Channel>,
  connections: Readonly<Record<string, DestinationConnection>>,
  instances: Readonly<Record<number, Pick<Instance, 'id' | 'title' | 'type' | 'meta'>>>,
  now: number,
  preview?: HeadendPreview,
): HeadendRow[] => {
  // The channel's head-end: its headend_instance, else a head-end instance bound to it (meta.channel).
  const bound = new Map<string, string>();
  for (const instance of Object.values(instances))
    if (instance.type === 'headend' && instance.meta.channel && !bound.has(instance.meta.channel))
      bound.set(instance.meta.channel, instance.title);
  return [...channels]
    .filter((channel) => channel.state !== 'archived' && hasHeadend(channel))
    .sort((a, b) => a.title.localeCompare(b.title) || a.uuid.localeCompare(b.uuid))
    .map((channel) => {
      const connection = connections[channel.uuid];
      const headend =
        (channel.headend_instance === undefined ? undefined : instances[channel.headend_instance]?.title) ??
        bound.get(channel.uuid);
      const buffer = bufferOf(connection);
      return {
        uuid: channel.uuid,
        title: channel.title,
        ...(headend !== undefined ? { headend } : {}),
        sourceState:
          connection === undefined ? 'unknown' : connection.state === 'listening' ? 'idle' : connection.state,
        destinationState: headendState(channel, now),
        ...(buffer ? { buffer } : {}),
        ...(preview ? { preview: previewOf(preview, channel, connection) } : {}),
      };
    });
};

/** One stream of a media server (mediamtx): what the list shows and the one action it offers. */
export interface MediaStreamRow {
  readonly name: string;
  readonly ready: boolean;
  readonly sourceType: string;
  /** The publishing address, or the url a pull reads from. */
  readonly sourceAddress: string;
  readonly sourceState: string;
  /** The publishing connection's id (changes when it reconnects after a kick). */
  readonly sourceId?: string;
  readonly readers: readonly string[];
  /** Delete for pull-type streams, refresh (kick) for the others, none without a source to act on. */
  readonly action?: { readonly kind: 'delete' | 'refresh'; readonly command: InstanceCommand };
}

export interface MediaServerView {
  readonly id: number;
  readonly title: string;
  /** Whether the server's status has arrived (instances:status:{id}). */
  readonly loaded: boolean;
  readonly streams: readonly MediaStreamRow[];
}

export const mediaStreamRow = (instanceId: number, stream: MediaServerStream): MediaStreamRow => {
  const command = mediaServerStreamAction(instanceId, stream);
  return {
    name: stream.name,
    ready: stream.ready,
    sourceType: stream.source?.type ?? '–',
    sourceAddress: stream.source?.remoteAddr ?? stream.source?.url ?? '–',
    sourceState: stream.source?.state ?? (stream.ready ? 'ready' : 'not ready'),
    ...(stream.source?.id !== undefined ? { sourceId: stream.source.id } : {}),
    readers: stream.readers.map((reader) => `${reader.type} ${reader.remoteAddr ?? ''}`.trim()),
    ...(command ? { action: { kind: stream.source?.pull ? 'delete' : 'refresh', command } } : {}),
  };
};

/** Active media server (mediamtx) instances, by title. */
export const mediaServers = (instances: Iterable<Instance>): Instance[] =>
  [...instances]
    .filter((instance) => instance.type === 'mediamtx' && instance.state !== 'archived')
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
