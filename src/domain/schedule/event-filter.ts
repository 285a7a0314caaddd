import { eventStates, type DateRange, type EventFilter, type EventOrder, type EventState } from './scheduled-event';

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

// Command arguments reach projections as `unknown` (the journal keeps them as issued), so they are read
// with small guards rather than trusted.
const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isState = (value: unknown): value is EventState => eventStates.some((state) => state === value);
const optionalNumber = (value: unknown): number | undefined => (isFiniteNumber(value) ? value : undefined);

const orderFrom = (value: unknown): readonly EventOrder[] | undefined => {
  if (!Array.isArray(value)) return undefined;
  const orders = value.flatMap((item: unknown): EventOrder[] =>
    isRecord(item) && typeof item.field === 'string' && (item.direction === 'asc' || item.direction === 'desc')
      ? [{ field: item.field, direction: item.direction }]
      : [],
  );
  return orders.length > 0 ? orders : undefined;
};

/** Reads a filter from a FilterEvents command's arguments; undefined when they are not a filter. */
export const eventFilterFrom = (args: unknown): EventFilter | undefined => {
  if (!isRecord(args) || !isRecord(args.daterange)) return undefined;
  const { start, end } = args.daterange;
  if (!isFiniteNumber(start) || !isFiniteNumber(end)) return undefined;
  const states = Array.isArray(args.states) ? args.states.filter(isState) : [...defaultEventStates];
  const filter: EventFilter = { daterange: { start, end }, states };
  const customer = optionalNumber(args.customer);
  const offset = optionalNumber(args.offset);
  const limit = optionalNumber(args.limit);
  const order = orderFrom(args.order_by);
  return {
    ...filter,
    ...(customer !== undefined ? { customer } : {}),
    ...(offset !== undefined ? { offset } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(order !== undefined ? { order_by: order } : {}),
  };
};
