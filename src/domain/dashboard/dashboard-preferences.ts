import { defineProjection, unhandled } from '../projection';
import type { DateRange } from '../schedule';
import { dashboardLayouts, type DashboardLayout } from './dashboard-items';
import type { DashboardChoiceEvent } from './dashboard.events';

export const isDashboardLayout = (value: unknown): value is DashboardLayout =>
  dashboardLayouts.some((layout) => layout === value);

/**
 * The dashboard choices as the log last recorded them (the `dashboard.layout`, `dashboard.own_events` and
 * `dashboard.range` commands, decoded by the normalizer): a replay at a cursor shows what the operator had
 * chosen by then. Undefined before any such command, where the remembered preference (or the default range) stands.
 */
export interface DashboardChoicesState {
  readonly layout?: DashboardLayout;
  readonly ownEvents?: boolean;
  readonly range?: DateRange;
}

export const initialDashboardChoicesState: DashboardChoicesState = {};

/** A local choice is taken when it is issued; its settlement says nothing more. */
export const dashboardChoicesProjection = defineProjection<DashboardChoicesState, DashboardChoiceEvent>({
  name: 'dashboardChoices',
  initial: initialDashboardChoicesState,
  handles: { DashboardLayoutChosen: true, OwnEventsSwitched: true, DashboardRangeChosen: true },
  apply(draft, event) {
    switch (event.type) {
      case 'DashboardLayoutChosen':
        draft.layout = event.layout;
        return;
      case 'OwnEventsSwitched':
        draft.ownEvents = event.on;
        return;
      case 'DashboardRangeChosen':
        // A range that ends before it starts makes no sense: the one chosen before stands.
        if (event.range.start <= event.range.end) draft.range = { start: event.range.start, end: event.range.end };
        return;
      default:
        unhandled(event);
    }
  },
});
