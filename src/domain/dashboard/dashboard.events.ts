import type { DateRange } from '../schedule';
import type { DashboardLayout } from './dashboard-items';

// The dashboard's own choices, decoded from their journal entries by the normalizer (so a replay shows what the
// operator had chosen): the dashboard choices projection reads these, never a command's raw arguments.

/** The dashboard's list/tiles choice (a console-side command). */
export interface DashboardLayoutChosen {
  readonly type: 'DashboardLayoutChosen';
  readonly layout: DashboardLayout;
  readonly at: number;
}

/** The admin 'filter own events' switch (a console-side command). */
export interface OwnEventsSwitched {
  readonly type: 'OwnEventsSwitched';
  readonly on: boolean;
  readonly at: number;
}

/** The day range the dashboard opened on or moved to, unix seconds (a console-side command). */
export interface DashboardRangeChosen {
  readonly type: 'DashboardRangeChosen';
  readonly range: DateRange;
  readonly at: number;
}

export type DashboardChoiceEvent = DashboardLayoutChosen | OwnEventsSwitched | DashboardRangeChosen;
