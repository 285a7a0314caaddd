import { decoded, defineCommands, takes } from '../commands';
import type { TodoStatus } from '../schedule';
import type { DashboardLayout } from './dashboard-items';

// The dashboard's commands. Its choices are `decoded`: the dashboard choices projection folds them, so the
// registry lives here, in the domain (docs/architecture.md §3.6).

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
