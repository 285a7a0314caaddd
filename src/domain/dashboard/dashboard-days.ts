import {
  groupEventsByDay,
  listedEvents,
  todoListEvents,
  type DayBlock,
  type ScheduledEvent,
  type ScheduleState,
} from '../schedule';

export interface DashboardView {
  readonly zone: string;
  /** Server time, unix seconds. */
  readonly now: number;
  /** When set, only this account's to-do events. */
  readonly ownEventsOf?: string;
}

/** The dashboard list: days with 'Today', then event groups (spec 1 §2.5, spec 2 §2). */
export const dashboardDays = (state: ScheduleState, view: DashboardView): readonly DayBlock<ScheduledEvent>[] =>
  groupEventsByDay(
    view.ownEventsOf === undefined ? listedEvents(state) : todoListEvents(state, view.ownEventsOf),
    view.now,
    view.zone,
  );
