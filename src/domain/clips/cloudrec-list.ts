import type { DateRange, EventFilter, EventOrder, ScheduledEvent } from '../schedule';
import { dayHeading, endOfKickoffDay, inZone, toUnixSeconds } from '../schedule';

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
export const defaultCloudrecRange = (now: number, zone: string): DateRange => ({ start: 0, end: endOfKickoffDay(now, zone) });

/** A range from the /cloudrec/clip or /cloudrec/event query (`start`, `end` unix seconds), or undefined. */
export const cloudrecRangeFrom = (start: string | null, end: string | null): DateRange | undefined => {
  const from = start !== null && /^\d{1,12}$/.test(start) ? Number(start) : undefined;
  const to = end !== null && /^\d{1,12}$/.test(end) ? Number(end) : undefined;
  if (from === undefined || to === undefined || to < from) return undefined;
  return { start: from, end: to };
};

/** The filter of page `page` (0-based) over `range`. */
export const cloudrecFilter = (range: DateRange, page: number): EventFilter => ({
  daterange: range,
  states: ['active'],
  offset: Math.max(0, Math.floor(page)) * cloudrecPageSize,
  limit: cloudrecPageSize,
  order_by: cloudrecOrder,
});

/** Newest kickoff first, then uuid descending: the server's order, kept when pages arrive and events update. */
export const compareCloudrecEvents = (left: ScheduledEvent, right: ScheduledEvent): number =>
  right.cached_start_time - left.cached_start_time || (left.uuid < right.uuid ? 1 : left.uuid > right.uuid ? -1 : 0);

/** The search box: title or subtitle containing the text, ignoring case; an empty text keeps everything. */
export const matchesCloudrecSearch = (event: ScheduledEvent, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return `${event.title ?? ''}\n${event.subtitle ?? ''}`.toLowerCase().includes(needle);
};

/** Whether another page may exist: the last page came back full. */
export const mayHaveMoreRecordings = (loaded: number, pagesRequested: number): boolean => loaded >= pagesRequested * cloudrecPageSize;

export type RecordingTiming = 'not_started' | 'live' | 'ended';

/** 'Event has not yet started.' / 'Event has ended' (spec 2 §2): where an event stands, server seconds. */
export const recordingTiming = (event: { readonly cached_start_time: number; readonly cached_end_time: number }, now: number): RecordingTiming =>
  now < event.cached_start_time ? 'not_started' : now >= event.cached_end_time ? 'ended' : 'live';

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

/** The list grouped by the day each event starts in `zone`: newest day first, newest event first within it. */
export const recordingDays = (events: readonly ScheduledEvent[], now: number, zone: string): readonly RecordingDay[] => {
  const days = new Map<number, ScheduledEvent[]>();
  for (const event of [...events].sort(compareCloudrecEvents)) {
    const dayStart = toUnixSeconds(inZone(event.cached_start_time, zone).startOf('day'));
    const day = days.get(dayStart);
    if (day) day.push(event);
    else days.set(dayStart, [event]);
  }
  return [...days].map(([dayStart, dayEvents]) => ({ dayStart, heading: dayHeading(dayStart, now, zone), events: dayEvents }));
};
