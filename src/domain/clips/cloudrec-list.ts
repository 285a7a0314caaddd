import type { JournalStatus } from '../journal';
import { canSearchEvents } from '../events-list';
import { endOfKickoffDay } from '../event-editor';
import {
  groupEventsByDay,
  lastFilterPush,
  matchesSearch,
  type DateRange,
  type EventFilter,
  type EventOrder,
  type FeedPushesState,
  type ScheduledEvent,
} from '../schedule';

// The cloud recording list (spec 2 §2, §9): pages of 50 events, newest kickoff first.

export const cloudrecPageSize = 50;

/** Start time descending, then uuid descending, so pages never overlap or skip (spec 2 §2). */
export const cloudrecOrder: readonly EventOrder[] = [
  { field: 'cached_start_time', direction: 'desc' },
  { field: 'uuid', direction: 'desc' },
];

/**
 * Which recordings the list browses when the route gives no start/end: everything that has started by the end
 * of today in the viewer's zone (the spec is silent; a recording exists only once an event has started, and
 * today's later events are shown too so a recording about to start can be opened).
 */
export const defaultCloudrecRange = (now: number, zone: string): DateRange => ({
  start: 0,
  end: endOfKickoffDay(now, zone),
});

/** A range from the /cloudrec/clip or /cloudrec/event query (`start`, `end` unix seconds), or undefined. */
export const cloudrecRangeFrom = (start: string | null, end: string | null): DateRange | undefined => {
  const from = start !== null && /^\d{1,12}$/.test(start) ? Number(start) : undefined;
  const to = end !== null && /^\d{1,12}$/.test(end) ? Number(end) : undefined;
  if (from === undefined || to === undefined || to < from) return undefined;
  return { start: from, end: to };
};

/** How the list pages through events:all: 50 a page in cloudrecOrder, one page per 'Load next 50'. */
export const cloudrecPaging: {
  readonly pageSize: number;
  readonly pages: number;
  readonly order_by: readonly EventOrder[];
} = {
  pageSize: cloudrecPageSize,
  pages: 1,
  order_by: cloudrecOrder,
};

/**
 * Whether the filter last pushed on events:all is the cloudrec list's: the schedule list holds whatever was
 * pushed last (the dashboard pushes its own), so the cloudrec view shows it only while it is.
 */
export const isCloudrecFilter = (filter: EventFilter | undefined): filter is EventFilter =>
  filter?.limit === cloudrecPageSize &&
  filter.order_by?.[0]?.field === 'cached_start_time' &&
  filter.order_by[0].direction === 'desc';

/** The journal target of the list's `events.filter` pushes, telling them from the dashboard's and /events'. */
export const cloudrecFeedTarget = 'events:cloudrec';

/** How the list's newest `events.filter` push stands (undefined: none yet). */
export const lastCloudrecPush = (pushes: FeedPushesState): JournalStatus | undefined =>
  lastFilterPush(pushes, cloudrecFeedTarget)?.status;

export interface CloudrecPageState {
  /** 'Load next 50' may find more: the page last asked for came back full, or it was refused (to retry). */
  readonly hasMore: boolean;
  /** The offset 'Load next 50' asks for: the page after the last one, or the refused one again. */
  readonly nextOffset: number;
  readonly loading: boolean;
  readonly failed: boolean;
}

/**
 * Where the paging stands, from the filter last pushed (its offset and limit name the page) and how that
 * push settled (pending until the server answers): nothing is counted beside the schedule's filter.
 */
export const cloudrecPageState = (
  filter: EventFilter,
  loaded: number,
  push: JournalStatus | undefined,
): CloudrecPageState => {
  const loading = push === 'pending';
  const failed = push !== undefined && !loading && push !== 'ok';
  const offset = filter.offset ?? 0;
  const asked = offset + (filter.limit ?? cloudrecPageSize);
  return {
    hasMore: !loading && loaded >= (failed ? offset : asked),
    nextOffset: failed ? offset : asked,
    loading,
    failed,
  };
};

/** Newest kickoff first, then uuid descending: the server's order, kept when pages arrive and events update. */
export const compareCloudrecEvents = (left: ScheduledEvent, right: ScheduledEvent): number =>
  right.cached_start_time - left.cached_start_time || (left.uuid < right.uuid ? 1 : left.uuid > right.uuid ? -1 : 0);

/**
 * The search box: title or subtitle containing the text, ignoring case and accents, from the event search's
 * minimum on (spec 1 §5, as the dashboard and /events); a shorter text keeps everything.
 */
export const matchesCloudrecSearch = (event: ScheduledEvent, text: string): boolean =>
  !canSearchEvents(text) || matchesSearch([event.title, event.subtitle], text);

export type RecordingTiming = 'not_started' | 'live' | 'ended';

/** 'Event has not yet started.' / 'Event has ended' (spec 2 §2): where an event stands, server seconds. */
export const recordingTiming = (
  event: { readonly cached_start_time: number; readonly cached_end_time: number },
  now: number,
): RecordingTiming => (now < event.cached_start_time ? 'not_started' : now >= event.cached_end_time ? 'ended' : 'live');

export const videoTexts = {
  noPreview: 'No preview',
  ended: 'Event has ended',
  notStarted: 'Event has not yet started.',
  cannotLoad: 'Cannot load video',
} as const;

export interface RecordingDay {
  /** Start of the day in the viewer's zone, unix seconds. */
  readonly dayStart: number;
  /** 'Today' or weekday and date (spec 1 §2.5). */
  readonly heading: string;
  readonly events: readonly ScheduledEvent[];
}

/**
 * The list grouped by the day each event starts in `zone` (the schedule's day grouping, which works out each
 * day's bounds once): newest day first, newest event first within it, event groups not kept apart.
 */
export const recordingDays = (events: readonly ScheduledEvent[], now: number, zone: string): readonly RecordingDay[] =>
  groupEventsByDay(events, now, zone)
    .map((day) => ({
      dayStart: day.dayStart,
      heading: day.heading,
      events: day.groups.flatMap((group) => group.events).sort(compareCloudrecEvents),
    }))
    .reverse();
