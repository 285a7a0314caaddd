import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { DashboardCommands, DashboardQueries } from '../../../src/application/dashboard';
import { eventsPageSize } from '../../../src/application/schedule';
import { settle, type Harness } from '../console-harness';
import { day, hour, now, setupDashboard, today, wireEvent } from './dashboard-fixture';

const filterPushes = (harness: Harness): unknown[] =>
  harness.socket.push
    .getCalls()
    .filter((call) => call.args[0] === 'events:all' && call.args[1] === 'filter')
    .map((call) => call.args[2]);

const endOfDayPlus7 = today + 8 * day - 1;

describe('application/dashboard: the events:all feed (spec 1 §2.5, §7.2)', () => {
  it("opening joins events:all and pushes filter with the daterange start of today to end of day+7 (unix s) and states ['active']", async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    const close = queries.open();
    await queries.asked();
    expect(harness.socket.join.calledWith('events:all')).to.equal(true);
    expect(filterPushes(harness)).to.deep.equal([
      { daterange: { start: today, end: endOfDayPlus7 }, states: ['active'], limit: eventsPageSize },
    ]);
    expect(await firstValueFrom(queries.range$)).to.deep.equal({ from: '22.11.2026', to: '29.11.2026' });
    // The range enters the log before the push asks for it (a replay shows the range the operator had).
    expect(harness.commandNames()).to.deep.equal(['dashboard.range', 'events.filter']);
    expect(harness.store.state.dashboardChoices.range).to.deep.equal({ start: today, end: today + 8 * day - 1 });
    close();
    harness.dispose();
  });

  it('a refused filter with no list held says why in place of loading; the list arriving replaces it', async () => {
    const harness = setupDashboard({
      push: () => ({
        status: 'error',
        response: { reason: 'This session is a replay; commands are not carried out.' },
      }),
    });
    const queries = harness.container.get(DashboardQueries);
    const close = queries.open();
    await queries.asked();
    await settle();
    const refused = await firstValueFrom(queries.list$);
    expect(refused).to.include({
      loaded: false,
      failed: 'The events could not be loaded: This session is a replay; commands are not carried out.',
    });
    harness.receive('events:all', 'init', { events: [wireEvent(1, now - hour, now + hour)] });
    await harness.until((state) => state.schedule.loadedAt !== undefined);
    const listed = await firstValueFrom(queries.list$);
    expect(listed.loaded).to.equal(true);
    expect(listed).to.not.have.property('failed');
    close();
    harness.dispose();
  });

  it('Previous day and Next day each shift the range by one day and push the filter again', async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    const commands = harness.container.get(DashboardCommands);
    const close = queries.open();
    await queries.asked();
    await commands.nextDay();
    await commands.nextDay();
    await commands.previousDay();
    const ranges = filterPushes(harness).map((payload) => (payload as { daterange: unknown }).daterange);
    expect(ranges).to.deep.equal([
      { start: today, end: endOfDayPlus7 },
      { start: today + day, end: endOfDayPlus7 + day },
      { start: today + 2 * day, end: endOfDayPlus7 + 2 * day },
      { start: today + day, end: endOfDayPlus7 + day },
    ]);
    expect(await firstValueFrom(queries.range$)).to.deep.equal({ from: '23.11.2026', to: '30.11.2026' });
    close();
    harness.dispose();
  });

  it("re-pushes the chosen range after a reconnect (the rejoin's init brings the server's default range)", async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 });
    const close = queries.open();
    await queries.asked();
    await harness.container.get(DashboardCommands).nextDay();
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'disconnected', attempt: 1 });
    harness.log.append({ kind: 'ConnectionChanged', at: harness.now(), state: 'connected', attempt: 0 });
    await harness.until((state) => state.connection.reconnects === 1);
    await settle();
    const pushes = filterPushes(harness);
    expect(pushes).to.have.length(3);
    expect((pushes[2] as { daterange: unknown }).daterange).to.deep.equal({
      start: today + day,
      end: endOfDayPlus7 + day,
    });
    close();
    harness.dispose();
  });

  it('asks for the next page while a full page of 1000 events comes back, so 2,000 events in range are all listed', async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    const close = queries.open();
    await queries.asked();
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        wireEvent(from + index, (from + index) * 60, (from + index) * 60 + 1800),
      );
    harness.receive('events:all', 'events', { events: page(1, 1000) });
    await settle();
    expect(filterPushes(harness).map((payload) => (payload as { offset?: number }).offset)).to.deep.equal([
      undefined,
      1000,
    ]);
    harness.receive('events:all', 'events', { events: page(1001, 1000) });
    await settle();
    expect(filterPushes(harness)).to.have.length(3);
    harness.receive('events:all', 'events', { events: page(2001, 10) });
    await settle();
    expect(filterPushes(harness)).to.have.length(3);
    const list = await firstValueFrom(queries.list$);
    expect(list.eventCount).to.equal(2010);
    close();
    harness.dispose();
  });

  it('an answer to a superseded filter does not ask for pages', async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    const close = queries.open();
    await queries.asked();
    await harness.container.get(DashboardCommands).nextDay();
    harness.receive('events:all', 'events', {
      events: Array.from({ length: 1000 }, (_, index) => wireEvent(index + 1, 0, 60)),
    });
    await settle();
    expect(filterPushes(harness)).to.have.length(2);
    close();
    harness.dispose();
  });

  it('a page its codec rejects answers the push with no events: no next page is asked, and the next range is', async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    const close = queries.open();
    await queries.asked();
    const events = Array.from({ length: 1000 }, (_, index) => wireEvent(index + 1, 0, 60));
    harness.receive('events:all', 'events', { events: [...events.slice(1), { ...events[0], uuid: 7 }] });
    await settle();
    expect(harness.store.state.frames.rejected).to.equal(1);
    expect(filterPushes(harness)).to.have.length(1);
    await harness.container.get(DashboardCommands).nextDay();
    expect(filterPushes(harness)).to.have.length(2);
    close();
    harness.dispose();
  });

  it("closing leaves events:all, which a second dashboard keeps until it closes too; an action's topic lasts its push", async () => {
    const harness = setupDashboard();
    const queries = harness.container.get(DashboardQueries);
    const closeFirst = queries.open();
    await queries.asked();
    const closeSecond = queries.open();
    await queries.asked();
    harness.receive('events:all', 'events', { events: [wireEvent(1, -600, 3600)] });
    await harness.until((state) => Object.keys(state.schedule.events).length === 1);
    await harness.container.get(DashboardCommands).stopEvent(wireEvent(1, 0, 0).uuid);
    const left = (): unknown[] => harness.socket.leave.getCalls().map((call) => call.args[0]);
    expect(left()).to.deep.equal([`events:${wireEvent(1, 0, 0).uuid}`]);
    closeFirst();
    expect(left()).to.have.length(1);
    closeSecond();
    expect(left()).to.deep.equal([`events:${wireEvent(1, 0, 0).uuid}`, 'events:all']);
    harness.dispose();
  });
});
