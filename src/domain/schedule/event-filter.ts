import type { DateRange, EventFilter, EventState } from './scheduled-event';

/** Spec 3 §9: the event filter defaults to states active. */
export const defaultEventStates: readonly EventState[] = ['active'];

interface Timed {
  readonly state: EventState;
  readonly cached_start_time: number;
  readonly cached_end_time: number;
}

/** Both ends inclusive: an event ending exactly at the range start still overlaps it. */
export const overlapsRange = (event: Timed, range: DateRange): boolean =>
  event.cached_start_time <= range.end && event.cached_end_time >= range.start;

/**
 * Whether an event belongs to the list of the current filter (spec 2 §4: only events that are active and
 * overlap the chosen range). Before any filter is known every active event belongs.
 */
export const belongsToList = (event: Timed, filter: EventFilter | undefined): boolean =>
  (filter?.states ?? defaultEventStates).includes(event.state) &&
  (filter === undefined || overlapsRange(event, filter.daterange));

/** A page after the first (cloudrec's 'Load next 50') adds to the list instead of replacing it. */
export const isFollowingPage = (filter: EventFilter | undefined): boolean => (filter?.offset ?? 0) > 0;
