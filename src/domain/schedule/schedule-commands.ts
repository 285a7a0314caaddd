import { decoded, defineCommands } from '../commands';
import type { EventFilter } from './scheduled-event';
import type { EventSearchPayload } from './schedule-payloads';

// The events feeds' commands, shared by every events screen: the schedule and billing projections read the
// filter and search entries, so the registry lives here, in the domain (docs/architecture.md §3.6). The
// dashboard's own commands are in domain/dashboard, the event editor's in domain/event-editor.

export const scheduleCommands = defineCommands('schedule', {
  /** Push `filter` on events:all; args are the filter ({daterange, states, customer?, offset?, limit?, order_by?}). */
  filterEvents: decoded<EventFilter>('events.filter'),
  /** Push `search` on events:search; args are {search}. Its answer is the push reply. */
  searchEvents: decoded<EventSearchPayload>('events.search'),
});
