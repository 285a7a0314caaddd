import type { CommandSettled } from '../../../src/domain/journal';
import type {
  EventFilter,
  EventGroup,
  EventSearchAnswered,
  EventSearchIssued,
  EventSearchResult,
  EventsFilterPushed,
  ScheduledEvent,
  Todo,
} from '../../../src/domain/schedule';

/** A valid uuid numbered n, so tests read `uuidOf(3)` instead of 36 hex digits. */
export const uuidOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** 2026-11-24 00:00 in Helsinki (UTC+2), unix seconds. */
export const nov24 = Date.parse('2026-11-24T00:00:00+02:00') / 1000;
export const hour = 3600;
export const day = 86400;

export const aGroup = (n: number, todos?: Readonly<Record<string, Todo>>): EventGroup => ({
  uuid: uuidOf(1000 + n),
  channel_id: 12,
  start_time: nov24 + 18 * hour,
  ...(todos ? { system_meta: { todos } } : {}),
});

export const anEvent = (n: number, overrides: Partial<ScheduledEvent> = {}): ScheduledEvent => ({
  uuid: uuidOf(n),
  state: 'active',
  cached_start_time: nov24 + 18 * hour,
  cached_end_time: nov24 + 20 * hour,
  channel_id: 31,
  title: `Event ${n}`,
  ...overrides,
});

export const aFilter = (start: number, end: number, overrides: Partial<EventFilter> = {}): EventFilter => ({
  daterange: { start, end },
  states: ['active'],
  ...overrides,
});

// The typed events the normalizer decodes from events.filter and events.search commands and their replies.
export const filterPushed = (id: string, filter: EventFilter, at = 1): EventsFilterPushed => ({
  type: 'EventsFilterPushed',
  id,
  filter,
  at,
});

export const searchIssued = (id: string, text: string, at = 1): EventSearchIssued => ({
  type: 'EventSearchIssued',
  id,
  text,
  at,
});

export const searchAnswered = (id: string, results: readonly EventSearchResult[], at = 2): EventSearchAnswered => ({
  type: 'EventSearchAnswered',
  id,
  results,
  at,
});

export const settled = (id: string, outcome: CommandSettled['outcome'], reply?: unknown, at = 2): CommandSettled => ({
  type: 'CommandSettled',
  id,
  outcome,
  reply,
  latencyMs: 40,
  at,
});
