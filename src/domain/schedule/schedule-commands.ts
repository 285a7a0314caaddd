import { decoded, defineCommands, pushed, takes } from '../commands';
import type { EventFilter } from './scheduled-event';
import type { EventSearchPayload } from './schedule-payloads';
import type { DashboardLayout } from './dashboard-items';
import type { TodoStatus } from './scheduled-event';

// The schedule's commands. The schedule and billing projections read the feed's filter and search entries, the
// dashboard preferences read the dashboard's choices, and the event editor's save plan names its push: so the
// registries live here, in the domain (docs/architecture.md §3.6).

export const scheduleCommands = defineCommands('schedule', {
  /** Push `filter` on events:all; args are the filter ({daterange, states, customer?, offset?, limit?, order_by?}). */
  filterEvents: decoded<EventFilter>('events.filter'),
  /** Push `search` on events:search; args are {search}. Its answer is the push reply. */
  searchEvents: decoded<EventSearchPayload>('events.search'),
});

export const dashboardCommands = defineCommands('dashboard', {
  /** Push `stop` on events:{uuid}. */
  stopEvent: takes<{ readonly uuid: string; readonly title?: string }>('events.stop'),
  /** Push `toggle_todo` {active, status} on events:{uuid}. */
  toggleTodo: takes<{ readonly uuid: string; readonly active: boolean; readonly status: TodoStatus }>(
    'events.toggle_todo',
  ),
  /** List or tiles, remembered in local storage. */
  setLayout: decoded<{ readonly layout: DashboardLayout }>('dashboard.layout'),
  /** The admin 'filter own events' switch. */
  setOwnEvents: decoded<{ readonly on: boolean }>('dashboard.own_events'),
  /** The day range the dashboard opened on or moved to (Previous/Next day), unix seconds. */
  setRange: decoded<{ readonly start: number; readonly end: number }>('dashboard.range'),
});

/** The event editor's saves (spec 2 §7): each journals its push payload. */
export const eventEditorCommands = defineCommands('event-editor', {
  create: pushed('events.create'),
  createWithGroup: pushed('events.create_with_group'),
  clone: pushed('events.clone'),
  update: pushed('events.update'),
  archive: pushed('events.archive'),
  unarchive: pushed('events.unarchive'),
});
