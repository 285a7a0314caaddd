import { expect } from 'chai';
import {
  awaitsAnswer,
  dashboardDays,
  dashboardWindowProjection,
  initialDashboardWindowState,
  windowEvents,
  windowMarginSeconds,
  type DashboardWindowState,
} from '../../../src/domain/dashboard';
import { initialScheduleState, scheduleProjection, type ScheduleState } from '../../../src/domain/schedule';
import type { DomainEvent } from '../../../src/domain/state';
import { projectionSpec } from '../../support/projection-spec';
import {
  aFilter,
  aGroup,
  anEvent,
  day,
  filterPushed,
  hour,
  nov24,
  settled,
  uuidOf,
} from '../schedule/schedule-fixtures';

// Issue 33 §2: Previous/Next day are drawn from the days the console holds around the range, before the answer.
const zone = 'Europe/Helsinki';
const range = (firstDay: number) => ({ start: nov24 + firstDay * day, end: nov24 + (firstDay + 8) * day - 1 });
const filterOf = (firstDay: number, offset?: number) => {
  const { start, end } = range(firstDay);
  return aFilter(start, end, { limit: 2, ...(offset ? { offset } : {}) });
};
const onDay = (n: number, dayIndex: number) =>
  anEvent(n, {
    cached_start_time: nov24 + dayIndex * day + 10 * hour,
    cached_end_time: nov24 + dayIndex * day + 12 * hour,
    event_group: aGroup(n),
  });
const listed = (...events: ReturnType<typeof onDay>[]): DomainEvent => ({ type: 'EventsListed', events, at: 5 });
// The schedule's list and the window, each folded by its own projection from the same batches.
interface RootState {
  readonly schedule: ScheduleState;
  readonly dashboardWindow: DashboardWindowState;
}
const scheduleSpec = projectionSpec(scheduleProjection);
const windowSpec = projectionSpec(dashboardWindowProjection);
const initialRootState = (): RootState => ({
  schedule: initialScheduleState,
  dashboardWindow: initialDashboardWindowState,
});
const fold = (state: RootState, ...events: DomainEvent[]): RootState => ({
  schedule: scheduleSpec.when(state.schedule, ...events),
  dashboardWindow: windowSpec.when(state.dashboardWindow, ...events),
});
const uuids = (state: RootState, firstDay: number) =>
  windowEvents(state.dashboardWindow, range(firstDay)).map((event) => event.uuid);

describe('domain/dashboard: the window of days around the range (Previous/Next day at once)', () => {
  it("awaits the answer until its last page (fewer than the page size) came, then it is the schedule's list", () => {
    let state = fold(initialRootState(), filterPushed('f1', filterOf(0)));
    expect(awaitsAnswer(state.dashboardWindow, range(0))).to.equal(true);
    state = fold(state, listed(onDay(1, 0), onDay(2, 1)), filterPushed('f2', filterOf(0, 2)));
    expect(awaitsAnswer(state.dashboardWindow, range(0)), 'a full page: more pages follow').to.equal(true);
    state = fold(state, listed(onDay(3, 7)));
    expect(awaitsAnswer(state.dashboardWindow, range(0))).to.equal(false);
    expect(uuids(state, 0)).to.deep.equal([uuidOf(1), uuidOf(2), uuidOf(3)]);
  });

  it('Next then Previous day: the day that left the range is held and drawn again before its answer', () => {
    let state = fold(
      initialRootState(),
      filterPushed('f1', filterOf(0)),
      listed(onDay(1, 0), onDay(2, 7)),
      filterPushed('f2', filterOf(0, 2)),
      listed(),
    );
    // Next day: the schedule still lists days 0–7; the window draws days 1–8 of what it holds at once.
    state = fold(state, filterPushed('f3', filterOf(1)));
    expect(awaitsAnswer(state.dashboardWindow, range(1))).to.equal(true);
    const next = dashboardDays(state.schedule, { zone, now: nov24, range: range(1), window: state.dashboardWindow });
    expect(next.map((block) => block.heading)).to.deep.equal(['Tuesday 01.12.2026']);
    state = fold(state, listed(onDay(2, 7), onDay(4, 8)), filterPushed('f4', filterOf(1, 2)), listed());
    expect(awaitsAnswer(state.dashboardWindow, range(1))).to.equal(false);
    expect(Object.keys(state.schedule.events)).to.not.include(uuidOf(1));
    // Previous day: day 0 left the schedule's list but not the window.
    const back = dashboardDays(state.schedule, { zone, now: nov24, range: range(0), window: state.dashboardWindow });
    expect(back.map((block) => block.heading)).to.deep.equal(['Today', 'Tuesday 01.12.2026']);
    expect(back[0]?.groups[0]?.events[0]).to.include({ uuid: uuidOf(1) });
    expect(back[0]?.groups[0]?.events[0]?.event_group?.uuid, 'with its group').to.equal(uuidOf(1001));
  });

  it('once the range is answered, the list is the schedule’s again; the window keeps only the margin around it', () => {
    const state = fold(
      initialRootState(),
      filterPushed('f1', filterOf(0)),
      listed(onDay(1, 0)),
      filterPushed('f2', filterOf(5)),
      listed(onDay(2, 5)),
    );
    const kept = Object.keys(state.dashboardWindow.events);
    expect(kept, `day 0 is more than ${windowMarginSeconds} s before day 5`).to.deep.equal([uuidOf(2)]);
    const days = dashboardDays(state.schedule, { zone, now: nov24, range: range(5), window: state.dashboardWindow });
    expect(
      days.flatMap((block) => block.groups.flatMap((group) => group.events.map((event) => event.uuid))),
    ).to.deep.equal([uuidOf(2)]);
  });

  it('a held event follows its updates and leaves when archived; a failed push awaits no answer', () => {
    let state = fold(initialRootState(), filterPushed('f1', filterOf(0)), listed(onDay(1, 0), onDay(2, 1)));
    state = fold(state, { type: 'EventUpdated', event: { ...onDay(1, 0), title: 'Renamed' }, at: 6 });
    expect(state.dashboardWindow.events[uuidOf(1)]?.title).to.equal('Renamed');
    state = fold(state, { type: 'EventUpdated', event: { ...onDay(2, 1), state: 'archived' }, at: 7 });
    expect(state.dashboardWindow.events[uuidOf(2)]).to.equal(undefined);
    state = fold(state, filterPushed('f2', filterOf(1)), settled('f2', 'timeout'), filterPushed('f3', filterOf(2)));
    expect(state.dashboardWindow.awaiting.map((push) => push.id)).to.deep.equal(['f3']);
  });

  it("'filter own events' applies to the held days as to the list", () => {
    const email = 'anna.producer@example.com';
    const mine = anEvent(1, {
      cached_start_time: nov24 + 10 * hour,
      cached_end_time: nov24 + 11 * hour,
      event_group: aGroup(1, { [email]: { active: true, status: 'watch' } }),
    });
    const state = fold(initialRootState(), filterPushed('f1', filterOf(0)), listed(mine, onDay(2, 1)));
    const view = { zone, now: nov24, range: range(1), window: state.dashboardWindow };
    expect(dashboardDays(state.schedule, view)).to.have.length(1);
    expect(dashboardDays(state.schedule, { ...view, ownEventsOf: email })).to.have.length(0);
  });
});
