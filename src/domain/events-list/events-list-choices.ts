import { decoded, defineCommands } from '../commands';
import { defineProjection } from '../projection';
import type { EventsListFilter } from './events-list';

// The /events list's From, To, Active and Archived (spec 3 §2.3 "Filters are kept in local storage") enter the log
// like the dashboard's choices, so a replay shows the list the operator had asked for (docs/replay-mode.md). The
// registry lives here because the filter is `decoded`: the wire command catalogue reads it.

export const eventsListCommands = defineCommands('events-list', {
  /** The whole filter as chosen, remembered on this device too. */
  setFilter: decoded<EventsListFilter>('events_list.filter'),
});

/** A chosen filter, decoded from its journal entry by the normalizer. */
export interface EventsListFilterChosen {
  readonly type: 'EventsListFilterChosen';
  readonly filter: EventsListFilter;
  readonly at: number;
}

export type EventsListEvent = EventsListFilterChosen;

/** The filter as the log last recorded it; undefined before any, where the remembered one stands. */
export interface EventsListChoicesState {
  readonly filter?: EventsListFilter;
}

export const initialEventsListChoicesState: EventsListChoicesState = {};

export const eventsListChoicesProjection = defineProjection<EventsListChoicesState, EventsListEvent>({
  name: 'eventsListChoices',
  initial: initialEventsListChoicesState,
  handles: { EventsListFilterChosen: true },
  apply(draft, event) {
    draft.filter = event.filter;
  },
});
