// The multiview wall (spec 2 §2 'Multiview', §3, §4, §5, §6, §9).
import type { Channel } from '../channels';
import type { ClipDraft } from '../clips';
import { eventTiming, isOnTodoList, type DateRange, type ScheduledEvent } from '../schedule';
import { inZone, toUnixSeconds } from '../clock';

/** Zoom modes: Preview (the recording, small cells) or Live (the live stream, large cells). */
export type MultiviewZoom = 'preview' | 'live';
export const multiviewZooms: readonly MultiviewZoom[] = ['preview', 'live'];

/** The smallest width of a grid cell by zoom, px: more cards fit in Preview, Live shows each larger. */
export const multiviewCellWidth: Readonly<Record<MultiviewZoom, number>> = { preview: 280, live: 520 };

/** Multiview's timestamp refreshes every 10 s (spec 2 §4), not every second like the dashboard's. */
export const multiviewTimestampSeconds = 10;

/** Server time as multiview shows it: held for 10 s at a time. */
export const multiviewNow = (now: number): number =>
  Math.floor(now / multiviewTimestampSeconds) * multiviewTimestampSeconds;

/** The default range: the current day in the display zone (spec 2 §2). */
export const multiviewDayRange = (now: number, zone: string): DateRange => {
  const today = inZone(now, zone).startOf('day');
  return { start: toUnixSeconds(today), end: toUnixSeconds(today.endOf('day')) };
};

/** The clip button cuts the last 60 seconds (spec 2 §2). */
export const multiviewClipSeconds = 60;

/** Multiview's event search applies from 1 character (spec 2 §5). */
export const multiviewSearchMinimum = 1;

/**
 * The company-domain rule (spec 2 §2): events whose destination or source channel carries
 * `meta.company_domain` are shown only to accounts whose e-mail is on that domain (docs/protocol.md).
 */
export const visibleToDomain = (
  event: Pick<ScheduledEvent, 'channel_id' | 'event_group'>,
  channelsById: ReadonlyMap<number, Channel>,
  email: string,
): boolean => {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return [event.channel_id, event.event_group?.channel_id].every((id) => {
    const restricted = id === undefined ? undefined : channelsById.get(id)?.meta.company_domain;
    return restricted === undefined || restricted === '' || restricted.toLowerCase() === domain;
  });
};

/** Whether an event overlaps the range (both ends inclusive). */
export const overlapsRange = (
  event: Pick<ScheduledEvent, 'cached_start_time' | 'cached_end_time'>,
  range: DateRange,
): boolean => event.cached_start_time <= range.end && event.cached_end_time >= range.start;

/** One event of the side bar 'Select events'. */
export interface MultiviewChoice {
  readonly uuid: string;
  readonly title: string;
  /** Subtitle and destination channel, for the second line and the search. */
  readonly detail: string;
  readonly start: number;
  readonly end: number;
  readonly shown: boolean;
}

const choiceText = (choice: MultiviewChoice): string => `${choice.title} ${choice.detail}`.toLowerCase();

/** Search from 1 character over title, subtitle and channel; empty text lists everything. */
export const searchMultiviewChoices = (
  choices: readonly MultiviewChoice[],
  text: string,
): readonly MultiviewChoice[] => {
  const needle = text.trim().toLowerCase();
  if (needle.length < multiviewSearchMinimum) return choices;
  return choices.filter((choice) => choiceText(choice).includes(needle));
};

/** The saved choices: `meta.multiview_event_filter` when it is a list of uuids, else none. */
export const savedEventFilter = (value: unknown): readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as readonly string[]) : [];

/** The filter after an eye toggle. */
export const toggledEventFilter = (saved: readonly string[], uuid: string, show: boolean): readonly string[] => {
  const rest = saved.filter((item) => item !== uuid);
  return show ? [...rest, uuid] : rest;
};

/** Admins' 'add own todo events': the saved choices plus the account's active to-do events in the list. */
export const withOwnTodoEvents = (
  saved: readonly string[],
  events: readonly Pick<ScheduledEvent, 'uuid' | 'event_group'>[],
  email: string,
): readonly string[] => {
  const added = events.filter((event) => isOnTodoList(event.event_group, email)).map((event) => event.uuid);
  return [...saved, ...added.filter((uuid) => !saved.includes(uuid))];
};

/** 'Live', 'Upcoming' or 'Ended' relative to multiview's (10-s) server time. */
export const multiviewTimingLabel = (
  event: Pick<ScheduledEvent, 'cached_start_time' | 'cached_end_time'>,
  now: number,
): string => {
  const timing = eventTiming(event, now);
  return timing === 'past' ? 'Ended' : timing === 'future' ? 'Upcoming' : 'Live';
};

/**
 * The clip of the last 60 seconds (spec 2 §2): in recording seconds (since the event start), ending now or at
 * the event's end if it has ended; undefined before the event has started.
 */
export const lastMinuteClip = (
  event: Pick<ScheduledEvent, 'uuid' | 'cached_start_time' | 'cached_end_time' | 'title'>,
  now: number,
  title: string,
): ClipDraft | undefined => {
  const end = Math.ceil(Math.min(now, event.cached_end_time) - event.cached_start_time);
  if (end <= 0) return undefined;
  return {
    event_uuid: event.uuid,
    start_time: Math.max(0, end - multiviewClipSeconds),
    end_time: end,
    meta: { title, clip_type: 'none' },
  };
};

export const multiviewTexts = {
  noPreview: 'No preview',
  notStarted: 'Event has not yet started.',
  notConnected: 'Channel is not connected',
} as const;

/** What a card plays in a zoom mode, or why it plays nothing (spec 2 §4: live loads only while connected). */
export type MultiviewVideo = { readonly url: string } | { readonly message: string };

export const multiviewVideo = (
  zoom: MultiviewZoom,
  card: {
    readonly previewUrl?: string;
    readonly liveUrl?: string;
    readonly connected: boolean;
    readonly started: boolean;
  },
): MultiviewVideo => {
  if (zoom === 'live') {
    if (!card.liveUrl) return { message: multiviewTexts.noPreview };
    return card.connected ? { url: card.liveUrl } : { message: multiviewTexts.notConnected };
  }
  if (!card.started) return { message: multiviewTexts.notStarted };
  return card.previewUrl ? { url: card.previewUrl } : { message: multiviewTexts.noPreview };
};
