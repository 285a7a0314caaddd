import type { CommandSettled } from '../journal';
import type { FrameRejected } from '../frames';
import { defineProjection, unhandled } from '../projection';
import {
  defaultEventStates,
  overlapsRange,
  type DateRange,
  type EventFilter,
  type EventsFilterPushed,
  type EventsListed,
  type EventsLoaded,
  type EventUpdated,
  type ScheduledEvent,
} from '../schedule';

// The dashboard's window of days (issue 33 §2: Previous/Next day drawn within 100 ms of the click). The schedule's
// list holds the answer to the newest filter only, so after Previous or Next day the new days would wait for the
// server's answer. This window keeps every active event the events:all answers listed, with its group, for the
// days around the range asked (two days either side), so the dashboard draws the new range at once from what it
// holds — the days it showed and those it just left — and the schedule's list takes over when the server's
// answer for the range shown is complete. A projection, so a replay at any cursor draws what the operator saw.

/** Days kept either side of the newest range asked: two calendar days and an hour (a DST day is 25 h). */
export const windowMarginSeconds = 2 * 86_400 + 3_600;

export interface DashboardWindowState {
  /** Active events the answers listed, by uuid, with their groups, for the newest range asked ± the margin. */
  readonly events: Readonly<Record<string, ScheduledEvent>>;
  /** events.filter pushes awaiting their answer, oldest first (answers come in the order of the pushes). */
  readonly awaiting: readonly { readonly id: string; readonly filter: EventFilter }[];
  /** The range whose answer was complete last (its last page held fewer events than the page size). */
  readonly answered?: DateRange;
}

export const initialDashboardWindowState: DashboardWindowState = { events: {}, awaiting: [] };

type WindowEvent = EventsLoaded | EventsListed | EventUpdated | EventsFilterPushed | CommandSettled | FrameRejected;

const isActive = (event: ScheduledEvent): boolean => defaultEventStates.includes(event.state);

const within = (event: ScheduledEvent, range: DateRange): boolean =>
  overlapsRange(event, { start: range.start - windowMarginSeconds, end: range.end + windowMarginSeconds });

/** A working copy of the state: the events map is copied once, on the first write of a batch. */
class Draft {
  private copied = false;
  events: Record<string, ScheduledEvent>;
  awaiting: { id: string; filter: EventFilter }[];
  answered: DateRange | undefined;
  changed = false;

  constructor(state: DashboardWindowState) {
    this.events = state.events as Record<string, ScheduledEvent>;
    this.awaiting = [...state.awaiting];
    this.answered = state.answered;
  }

  write(): Record<string, ScheduledEvent> {
    if (!this.copied) {
      this.events = { ...this.events };
      this.copied = true;
    }
    this.changed = true;
    return this.events;
  }

  add(events: readonly ScheduledEvent[]): void {
    const map = this.write();
    for (const event of events)
      if (isActive(event)) map[event.uuid] = event;
      else delete map[event.uuid];
  }

  /** The push answered by the next `events` frame; complete when fewer than a page came back. */
  answer(size: number): void {
    const head = this.awaiting.shift();
    // An answer nobody awaits (the join's pages before any push) changes nothing.
    if (!head) return;
    this.changed = true;
    if (size >= (head.filter.limit ?? Number.POSITIVE_INFINITY)) return;
    const range = head.filter.daterange;
    this.answered = { start: range.start, end: range.end };
    const map = this.write();
    for (const [uuid, event] of Object.entries(map)) if (!within(event, range)) delete map[uuid];
  }
}

export const dashboardWindowProjection = defineProjection<DashboardWindowState, WindowEvent>({
  name: 'dashboardWindow',
  initial: initialDashboardWindowState,
  handles: {
    EventsLoaded: true,
    EventsListed: true,
    EventUpdated: true,
    EventsFilterPushed: true,
    CommandSettled: true,
    FrameRejected: true,
  },
  fold(state, events) {
    const draft = new Draft(state);
    for (const event of events)
      switch (event.type) {
        case 'EventsLoaded':
          draft.add(event.events);
          break;
        case 'EventsListed':
          draft.add(event.events);
          draft.answer(event.events.length);
          break;
        case 'EventUpdated':
          // Held events follow their updates; one that is no longer active leaves.
          if (Object.hasOwn(draft.events, event.event.uuid)) draft.add([event.event]);
          break;
        case 'EventsFilterPushed':
          draft.awaiting.push({ id: event.id, filter: event.filter });
          draft.changed = true;
          break;
        case 'CommandSettled':
          // A failed push gets no `events` frame.
          if (event.outcome !== 'ok' && draft.awaiting.some((push) => push.id === event.id)) {
            draft.awaiting = draft.awaiting.filter((push) => push.id !== event.id);
            draft.changed = true;
          }
          break;
        case 'FrameRejected':
          // A page its codec rejected answers its push with no events (as eventsAnswers counts it).
          if (event.topic === 'events:all' && event.event === 'events') draft.answer(0);
          break;
        default:
          unhandled(event);
      }
    if (!draft.changed) return state;
    return Object.freeze({
      events: Object.freeze(draft.events),
      awaiting: Object.freeze(draft.awaiting),
      ...(draft.answered ? { answered: draft.answered } : {}),
    });
  },
});

/** Whether the list shown for `range` is still to be drawn from the window: its answer is not complete yet. */
export const awaitsAnswer = (window: DashboardWindowState, range: DateRange): boolean =>
  window.answered?.start !== range.start || window.answered.end !== range.end;

const byStart = (a: ScheduledEvent, b: ScheduledEvent): number =>
  a.cached_start_time - b.cached_start_time || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

/** The window's events overlapping `range`, by kickoff (as the schedule lists its answer). */
export const windowEvents = (window: DashboardWindowState, range: DateRange): readonly ScheduledEvent[] =>
  Object.values(window.events)
    .filter((event) => overlapsRange(event, range))
    .sort(byStart);

/** One held event, for a row drawn from the window before the schedule's list has it. */
export const windowEvent = (window: DashboardWindowState | undefined, uuid: string): ScheduledEvent | undefined =>
  window && Object.hasOwn(window.events, uuid) ? window.events[uuid] : undefined;
