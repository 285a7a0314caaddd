// The /events list (spec 3 §2.3, §2 table rules): its filter, search, rows and pages.
import { DateTime } from 'luxon';
import { canSearchEvents } from './event-search';
import { matchesSearch, type DateRange, type EventState, type ScheduledEvent } from '../schedule';
import { formatDateTime, inZone, toUnixSeconds } from '../clock';

/** From and To are calendar days (DD.MM.YYYY, spec 1 §9); Active and Archived are checkboxes. */
export interface EventsListFilter {
  readonly from: string;
  readonly to: string;
  readonly active: boolean;
  readonly archived: boolean;
}

/** "default today to one week ahead" and "default active" (spec 3 §2.3). */
export const eventsListWeekDays = 7;

export const defaultEventsListFilter = (nowSeconds: number, zone: string): EventsListFilter => {
  const today = inZone(nowSeconds, zone).startOf('day');
  return {
    from: today.toFormat('dd.LL.yyyy'),
    to: today.plus({ days: eventsListWeekDays }).toFormat('dd.LL.yyyy'),
    active: true,
    archived: false,
  };
};

const dayIn = (text: string, zone: string): DateTime | undefined => {
  const day = DateTime.fromFormat(text.trim(), 'dd.LL.yyyy', { zone });
  return day.isValid ? day : undefined;
};

/** Start of From to the end of To in `zone`; undefined while a date is not a date or To is before From. */
export const eventsListRange = (filter: EventsListFilter, zone: string): DateRange | undefined => {
  const from = dayIn(filter.from, zone);
  const to = dayIn(filter.to, zone);
  if (!from || !to || to < from) return undefined;
  return { start: toUnixSeconds(from.startOf('day')), end: toUnixSeconds(to.endOf('day')) };
};

/** The states the checkboxes ask for, in the wire's order. */
export const eventsListStates = (filter: EventsListFilter): EventState[] => [
  ...(filter.active ? ['active' as const] : []),
  ...(filter.archived ? ['archived' as const] : []),
];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A filter read back from local storage; anything else (an old or broken value) gives the default. */
export const storedEventsListFilter = (stored: unknown, fallback: EventsListFilter): EventsListFilter => {
  if (!isRecord(stored)) return fallback;
  const text = (value: unknown, otherwise: string): string =>
    typeof value === 'string' && /^\d{2}\.\d{2}\.\d{4}$/.test(value) ? value : otherwise;
  const flag = (value: unknown, otherwise: boolean): boolean => (typeof value === 'boolean' ? value : otherwise);
  return {
    from: text(stored.from, fallback.from),
    to: text(stored.to, fallback.to),
    active: flag(stored.active, fallback.active),
    archived: flag(stored.archived, fallback.archived),
  };
};

/** One row: Title, Subtitle, Source, Destination, Kickoff time, End time (spec 3 §2.3). */
export interface EventsListRow {
  readonly uuid: string;
  readonly title: string;
  readonly subtitle: string;
  readonly source: string;
  readonly destination: string;
  /** DD.MM.YYYY HH:mm (spec 1 §9). */
  readonly kickoff: string;
  readonly end: string;
  readonly archived: boolean;
}

/** Channel titles by channel id, for the Source and Destination columns. */
export type ChannelTitles = (id: number | undefined) => string;

export const eventsListRow = (event: ScheduledEvent, titles: ChannelTitles, zone: string): EventsListRow => ({
  uuid: event.uuid,
  title: event.title ?? '',
  subtitle: event.subtitle ?? '',
  source: titles(event.event_group?.channel_id),
  destination: titles(event.channel_id),
  kickoff: formatDateTime(event.cached_start_time, zone),
  end: formatDateTime(event.cached_end_time, zone),
  archived: event.state === 'archived',
});

/**
 * Text search on title, subtitle, source and destination (spec 3 §2.3), ignoring case and accents; it starts at
 * the event search's minimum (spec 1 §5), so /events and the dashboard's search agree: a shorter text keeps all.
 */
export const matchesEventsListSearch = (row: EventsListRow, text: string): boolean =>
  !canSearchEvents(text) || matchesSearch([row.title, row.subtitle, row.source, row.destination], text);
