// The monitor and system-monitor walls (spec 2 §2 'Monitor and system monitor', §3, §4, §5; spec 3 §6).
import {
  canLoadPreview,
  defaultMonitorChannels,
  matchesChannelSearch,
  systemChannels,
  type Channel,
  type ConnectionState,
} from '../channels';

/** /monitor lists every channel; /sysmonitor only system channels. */
export type MonitorScope = 'all' | 'system';

/** One channel of the side bar 'Select channels', with its eye. */
export interface MonitorChoice {
  readonly uuid: string;
  readonly title: string;
  readonly name: string;
  readonly shown: boolean;
  /** Served by a developer-flagged instance: off the default list (spec 3 §6). */
  readonly developer: boolean;
}

/**
 * The saved wall: the account's `meta.monitor_channel_filter` when it is a list of channel uuids; anything else
 * (never saved, or another client's shape) means the default list (docs/protocol/accounts.md).
 */
export const savedMonitorFilter = (value: unknown): readonly string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as readonly string[]) : undefined;

const byTitle = (left: Channel, right: Channel): number =>
  left.title.localeCompare(right.title) || left.uuid.localeCompare(right.uuid);

/**
 * The side bar's channels of a wall, by title: active channels (of the scope), each shown when the saved filter
 * names it or, without a saved filter, when it is on the default list (not served by a developer instance).
 */
export const monitorChoices = (
  channels: Iterable<Channel>,
  developerChannels: ReadonlySet<string>,
  filter: readonly string[] | undefined,
  scope: MonitorScope,
): MonitorChoice[] => {
  const active = [...channels].filter((channel) => channel.state !== 'archived');
  const listed = (scope === 'system' ? systemChannels(active) : active).sort(byTitle);
  const defaults = new Set(defaultMonitorChannels(listed, developerChannels).map((channel) => channel.uuid));
  const saved = filter === undefined ? undefined : new Set(filter);
  return listed.map((channel) => ({
    uuid: channel.uuid,
    title: channel.title,
    name: channel.name,
    shown: saved ? saved.has(channel.uuid) : defaults.has(channel.uuid),
    developer: developerChannels.has(channel.uuid),
  }));
};

/**
 * The filter to save after the eye of `uuid` is toggled: the uuids shown now (across both walls, so the
 * system monitor's choices do not drop the monitor's), with `uuid` added or removed.
 */
export const toggledMonitorFilter = (shownNow: readonly string[], uuid: string, show: boolean): readonly string[] => {
  const rest = shownNow.filter((shown) => shown !== uuid);
  return show ? [...rest, uuid] : rest;
};

/** Side-bar search (spec 2 §5: from 3 characters; shorter text lists every channel). */
export const searchMonitorChoices = (choices: readonly MonitorChoice[], text: string): readonly MonitorChoice[] =>
  choices.filter((choice) => matchesChannelSearch(choice, text));

/** Why a card shows no video, or that it may load one (spec 2 §2, §4). */
export type MonitorCardState =
  | { readonly kind: 'live'; readonly url: string }
  | { readonly kind: 'no-preview' }
  | { readonly kind: 'idle' }
  | { readonly kind: 'waiting'; readonly state: ConnectionState | undefined };

/** The card's state: a preview loads only while connected and with a url; 'listening' is idle. */
export const monitorCardState = (url: string | undefined, state: ConnectionState | undefined): MonitorCardState => {
  if (url === undefined || url === '') return { kind: 'no-preview' };
  if (canLoadPreview(state, url)) return { kind: 'live', url };
  if (state === 'listening') return { kind: 'idle' };
  return { kind: 'waiting', state };
};

export const monitorTexts = {
  noPreview: 'No preview',
  idle: 'Channel is idle',
  connecting: 'Connecting…',
  disconnected: 'Disconnected',
  noConnection: 'No connection state yet',
  cannotLoad: 'Cannot load video',
  recovering: 'Recovering…',
} as const;

/** The text a card without video shows. */
export const monitorCardMessage = (state: Exclude<MonitorCardState, { kind: 'live' }>): string => {
  switch (state.kind) {
    case 'no-preview':
      return monitorTexts.noPreview;
    case 'idle':
      return monitorTexts.idle;
    case 'waiting':
      return state.state === 'connecting'
        ? monitorTexts.connecting
        : state.state === 'disconnected'
          ? monitorTexts.disconnected
          : monitorTexts.noConnection;
    default:
      return unreachable(state);
  }
};

const unreachable = (value: never): never => {
  throw new Error(`unhandled monitor card state ${JSON.stringify(value)}`);
};

/** 'listening' means idle; any other state counts as running (spec 2 §2). */
export const monitorStateLabel = (state: ConnectionState | undefined): string =>
  state === undefined ? 'unknown' : state === 'listening' ? 'idle' : state;
