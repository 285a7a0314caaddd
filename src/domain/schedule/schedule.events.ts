import type { EventFilter, EventGroup, EventSearchResult, ScheduledEvent } from './scheduled-event';

/** events:all `init`: the full list for the joined filter; it replaces the list. */
export interface EventsLoaded {
  readonly type: 'EventsLoaded';
  readonly events: readonly ScheduledEvent[];
  readonly at: number;
}

/** events:all `events`: the list answering a pushed filter; it replaces the list, or adds a following page. */
export interface EventsListed {
  readonly type: 'EventsListed';
  readonly events: readonly ScheduledEvent[];
  readonly at: number;
}

/** events:all `event-update`: one event changed (or was created, archived, re-timed). */
export interface EventUpdated {
  readonly type: 'EventUpdated';
  readonly event: ScheduledEvent;
  readonly at: number;
}

/** events:{uuid} `init` or `update`: the event an editor has open. */
export interface EventReceived {
  readonly type: 'EventReceived';
  readonly event: ScheduledEvent;
  readonly at: number;
}

/** events:event_group_by_event:{id} `init`: an event group with all its events. */
export interface EventGroupReceived {
  readonly type: 'EventGroupReceived';
  readonly group: EventGroup;
  readonly events: readonly ScheduledEvent[];
  readonly at: number;
}

// The schedule's own commands, decoded from their journal entries by the normalizer (so a replay shows the
// same filter and search): the projections read these, never a command's raw arguments.

/** An `events.filter` push: the list the screen asked for. `id` is the command's. */
export interface EventsFilterPushed {
  readonly type: 'EventsFilterPushed';
  readonly id: string;
  readonly filter: EventFilter;
  readonly at: number;
}

/** An `events.search` push: the text searched for. */
export interface EventSearchIssued {
  readonly type: 'EventSearchIssued';
  readonly id: string;
  readonly text: string;
  readonly at: number;
}

/** The ok reply of an `events.search` push, decoded by the catalogue. */
export interface EventSearchAnswered {
  readonly type: 'EventSearchAnswered';
  readonly id: string;
  readonly results: readonly EventSearchResult[];
  readonly at: number;
}

export type ScheduleEvent = EventsLoaded | EventsListed | EventUpdated | EventReceived | EventGroupReceived;

export type ScheduleCommandEvent = EventsFilterPushed | EventSearchIssued | EventSearchAnswered;
