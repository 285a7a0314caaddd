import type { CommandIssued } from '../journal';
import { defineProjection } from '../projection';
import { dashboardCommands } from './schedule-commands';
import { dashboardLayouts, type DashboardLayout } from './dashboard-items';
import type { DateRange } from './scheduled-event';

export const isDashboardLayout = (value: unknown): value is DashboardLayout =>
  dashboardLayouts.some((layout) => layout === value);

/**
 * The dashboard choices as the log last recorded them (the `dashboard.layout`, `dashboard.own_events` and
 * `dashboard.range` commands): a replay at a cursor shows what the operator had chosen by then. Undefined
 * before any such command, where the remembered preference (or the default range) stands.
 */
export interface DashboardChoicesState {
  readonly layout?: DashboardLayout;
  readonly ownEvents?: boolean;
  readonly range?: DateRange;
}

export const initialDashboardChoicesState: DashboardChoicesState = {};

// The journaled arguments as the commands write them; a command whose arguments make no sense changes nothing.
// (Kept to one reader so the projection switches to typed events once the normalizer decodes local commands.)
const field = (args: unknown, key: string): unknown =>
  typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[key] : undefined;

/** A local choice is taken when it is issued; its settlement says nothing more. */
export const dashboardChoicesProjection = defineProjection<DashboardChoicesState, CommandIssued>({
  name: 'dashboardChoices',
  initial: initialDashboardChoicesState,
  handles: { CommandIssued: true },
  apply(draft, event) {
    if (event.name === dashboardCommands.setLayout.name) {
      const layout = field(event.args, 'layout');
      if (isDashboardLayout(layout)) draft.layout = layout;
    } else if (event.name === dashboardCommands.setOwnEvents.name) {
      const on = field(event.args, 'on');
      if (typeof on === 'boolean') draft.ownEvents = on;
    } else if (event.name === dashboardCommands.setRange.name) {
      const start = field(event.args, 'start');
      const end = field(event.args, 'end');
      if (typeof start === 'number' && typeof end === 'number' && start <= end) draft.range = { start, end };
    }
  },
});
