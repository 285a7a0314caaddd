import {
  groupEventsByDay,
  isOnTodoList,
  listedEvents,
  todoListEvents,
  type DateRange,
  type DayBlock,
  type ScheduledEvent,
  type ScheduleState,
} from '../schedule';
import { awaitsAnswer, windowEvents, type DashboardWindowState } from './dashboard-window';

export interface DashboardView {
  readonly zone: string;
  /** Server time, unix seconds. */
  readonly now: number;
  /** When set, only this account's to-do events. */
  readonly ownEventsOf?: string;
  /**
   * The range shown and the window of days held around it: until the server's answer for the range is complete,
   * the list is drawn from the window (Previous/Next day show at once); then from the schedule's answer.
   */
  readonly range?: DateRange;
  readonly window?: DashboardWindowState;
}

const shownEvents = (state: ScheduleState, view: DashboardView): readonly ScheduledEvent[] => {
  const { range, window, ownEventsOf } = view;
  if (range && window && awaitsAnswer(window, range)) {
    const held = windowEvents(window, range);
    return ownEventsOf === undefined ? held : held.filter((event) => isOnTodoList(event.event_group, ownEventsOf));
  }
  return ownEventsOf === undefined ? listedEvents(state) : todoListEvents(state, ownEventsOf);
};

/** The dashboard list: days with 'Today', then event groups (spec 1 §2.5, spec 2 §2). */
export const dashboardDays = (state: ScheduleState, view: DashboardView): readonly DayBlock<ScheduledEvent>[] =>
  groupEventsByDay(shownEvents(state, view), view.now, view.zone);
