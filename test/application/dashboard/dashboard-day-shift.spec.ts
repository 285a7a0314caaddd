import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import {
  DashboardCommands,
  DashboardQueries,
  EventRowQueries,
  type DashboardList,
} from '../../../src/application/dashboard';
import { type Harness } from '../console-harness';
import { day, hour, setupDashboard, signIn, uuidOf, wireEvent } from './dashboard-fixture';

// Issue 33 §2: Previous/Next day are drawn from the days the console holds, before the server's answer comes.

const headings = (list: DashboardList): string[] =>
  list.items.flatMap((item) => (item.kind === 'day' ? [item.heading] : []));

const filterPushes = (harness: Harness): number =>
  harness.socket.push.getCalls().filter((call) => call.args[0] === 'events:all' && call.args[1] === 'filter').length;

describe('application/dashboard: Previous/Next day drawn at once from the days held', () => {
  it('Next day drops the first day before the answer; Previous day brings it back from the window, row included', async () => {
    const harness = setupDashboard();
    signIn(harness);
    const queries = harness.container.get(DashboardQueries);
    const commands = harness.container.get(DashboardCommands);
    const rows = harness.container.get(EventRowQueries);
    const close = queries.open();
    await queries.asked();
    // Today 14:00, tomorrow and day+7 (the harness's now is Sunday 12:00 in Helsinki).
    const week = [
      wireEvent(1, 2 * hour, 4 * hour),
      wireEvent(2, day, day + hour),
      wireEvent(3, 7 * day, 7 * day + hour),
    ];
    harness.receive('events:all', 'events', { events: week });
    await harness.until((state) => Object.keys(state.schedule.events).length === 3);
    expect(headings(await firstValueFrom(queries.list$))).to.deep.equal([
      'Today',
      'Monday 23.11.2026',
      'Sunday 29.11.2026',
    ]);

    // Next day: no answer yet, and the list already shows the days it holds of the new range.
    const next = commands.nextDay();
    expect(headings(await firstValueFrom(queries.list$))).to.deep.equal(['Monday 23.11.2026', 'Sunday 29.11.2026']);
    await next;
    expect(filterPushes(harness)).to.equal(2);
    harness.receive('events:all', 'events', { events: week.slice(1) });
    await harness.until((state) => state.schedule.events[uuidOf(1)] === undefined);
    expect(harness.store.state.dashboardWindow.answered).to.not.equal(undefined);

    // Previous day: today left the schedule's list but is drawn again at once, its row and all.
    const back = commands.previousDay();
    expect(headings(await firstValueFrom(queries.list$))).to.deep.equal([
      'Today',
      'Monday 23.11.2026',
      'Sunday 29.11.2026',
    ]);
    expect(await firstValueFrom(rows.row(uuidOf(1)))).to.include({ title: 'Event 1', subtitle: 'Subtitle 1' });
    await back;
    close();
    harness.dispose();
  });
});
