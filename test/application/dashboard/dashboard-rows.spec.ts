import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import {
  ConnectionStatsQueries,
  DashboardCommands,
  DashboardQueries,
  EventRowQueries,
} from '../../../src/application/dashboard';
import { NotificationQueries } from '../../../src/application/notifications';
import { settle, type Harness } from '../console-harness';
import { hour, setupDashboard, signIn, wireEvent, withTodo } from './dashboard-fixture';

/** A dashboard opened over these events; returns its release. */
const listed = async (harness: Harness, events: unknown[]): Promise<() => void> => {
  const queries = harness.container.get(DashboardQueries);
  const close = queries.open();
  await queries.asked();
  harness.receive('events:all', 'events', { events });
  await harness.until((state) => Object.keys(state.schedule.events).length === events.length);
  return close;
};

const channels = [
  {
    id: 12,
    uuid: 'c0000000-0000-4000-8000-000000000012',
    name: 'arena',
    title: 'Arena A – Camera 1',
    type: 'input',
    state: 'active',
    meta: {},
  },
  {
    id: 31,
    uuid: 'c0000000-0000-4000-8000-000000000031',
    name: 'tv',
    title: 'TV Sport HD',
    type: 'output',
    state: 'active',
    meta: {},
  },
];

const toasts = (harness: Harness): string[] => {
  const notices = harness.container.get(NotificationQueries);
  return harness.store.state.journal.order.flatMap((id) => {
    const item = harness.store.state.journal.byId[id];
    if (!item || item.status === 'pending') return [];
    const notice = notices.noticeOf(item as Parameters<NotificationQueries['noticeOf']>[0]);
    return notice ? [`${notice.intent}: ${notice.title}`] : [];
  });
};

describe('application/dashboard: rows, list, stop, to-do, search and connection stats (spec 1 §2.5, §4, §8, §9)', () => {
  it('a row shows start and end HH:mm, title, subtitle, source and destination channel and instance chips; past rows are dimmed', async () => {
    const harness = setupDashboard();
    signIn(harness);
    harness.receive('channels:all', 'init', { channels });
    harness.receive('instances:all', 'init', {
      instances: [{ id: 5, title: 'Encoder A', type: 'input', token: 't', meta: { channel: channels[0]!.uuid } }],
    });
    const past = wireEvent(1, -3 * hour, -hour);
    const future = wireEvent(2, hour, 3 * hour);
    const close = await listed(harness, [past, future]);
    const rows = harness.container.get(EventRowQueries);
    const pastRow = await firstValueFrom(rows.row(past.uuid));
    expect(pastRow).to.deep.include({
      start: '09:00',
      end: '11:00',
      title: 'Event 1',
      subtitle: 'Subtitle 1',
      timing: 'past',
      dimmed: true,
      canStop: false,
      source: { uuid: channels[0]!.uuid, title: 'Arena A – Camera 1' },
      destination: { uuid: channels[1]!.uuid, title: 'TV Sport HD' },
      instances: [{ id: 5, title: 'Encoder A' }],
    });
    expect(pastRow?.video, 'no live or preview menu for a past event').to.equal(undefined);
    const futureRow = await firstValueFrom(rows.row(future.uuid));
    expect(futureRow).to.deep.include({ dimmed: false, timing: 'future', canStop: false });
    expect(futureRow?.video).to.deep.equal({ live: future.live_url, preview: future.preview_url });
    close();
    harness.dispose();
  });

  it('a current event offers stop and shows its progress; under 600 s remaining it is near its end', async () => {
    const harness = setupDashboard();
    signIn(harness);
    const running = wireEvent(1, -hour, hour);
    const ending = wireEvent(2, -hour, 599);
    const close = await listed(harness, [running, ending]);
    const rows = harness.container.get(EventRowQueries);
    expect(await firstValueFrom(rows.row(running.uuid))).to.deep.include({
      canStop: true,
      progress: { value: 0.5, nearEnd: false },
    });
    expect((await firstValueFrom(rows.row(ending.uuid)))?.progress?.nearEnd).to.equal(true);
    close();
    harness.dispose();
  });

  it("days are headed 'Today' and weekday + date, grouped by event group; a clock tick alone does not redraw the list", async () => {
    const harness = setupDashboard();
    signIn(harness);
    const group = { uuid: 'a0000000-0000-4000-8000-000000000001', channel_id: 12, system_meta: {} };
    const close = await listed(harness, [
      wireEvent(1, hour, 2 * hour, { event_group: group }),
      wireEvent(2, hour, 2 * hour, { event_group: group }),
      wireEvent(3, 25 * hour, 26 * hour),
    ]);
    const queries = harness.container.get(DashboardQueries);
    const emitted: unknown[] = [];
    const subscription = queries.list$.subscribe((list) => emitted.push(list));
    const items = (emitted[0] as { items: { kind: string; heading?: string; position?: string }[] }).items;
    expect(items.map((item) => item.heading ?? item.position)).to.deep.equal([
      'Today',
      'first',
      'last',
      'Monday 23.11.2026',
      'only',
    ]);
    for (let tick = 1; tick <= 5; tick += 1)
      harness.log.append({ kind: 'ClockTicked', at: harness.now() + tick * 1000, now: harness.now() + tick * 1000 });
    await settle();
    expect(emitted).to.have.length(1);
    subscription.unsubscribe();
    close();
    harness.dispose();
  });

  it("stop: confirmation shows title, start and end; pushes stop on events:{uuid}; toasts 'Event was stopped!' / 'Unable to stop event!'", async () => {
    let refuse = false;
    const harness = setupDashboard({
      push: (_topic, event) =>
        event === 'stop' && refuse
          ? { status: 'error', response: { reason: 'not_current' } }
          : { status: 'ok', response: {} },
    });
    signIn(harness);
    const running = wireEvent(1, -hour, hour, { title: 'Tappara – Kärpät' });
    const past = wireEvent(2, -3 * hour, -hour);
    const close = await listed(harness, [running, past]);
    expect(harness.container.get(EventRowQueries).stopConfirmation(running.uuid)).to.deep.equal({
      heading: 'Stop event?',
      title: 'Tappara – Kärpät',
      start: '22.11.2026 11:00',
      end: '22.11.2026 13:00',
    });
    const commands = harness.container.get(DashboardCommands);
    expect(await commands.stopEvent(running.uuid)).to.include({ outcome: 'ok' });
    expect(harness.socket.join.calledWith(`events:${running.uuid}`)).to.equal(true);
    expect(harness.socket.push.lastCall.args.slice(0, 3)).to.deep.equal([`events:${running.uuid}`, 'stop', {}]);
    refuse = true;
    await commands.stopEvent(running.uuid);
    expect(await commands.stopEvent(past.uuid), 'spec 1 §5: only a current event may be stopped').to.equal(undefined);
    await settle();
    expect(toasts(harness)).to.deep.equal(['success: Event was stopped!', 'error: Unable to stop event!']);
    close();
    harness.dispose();
  });

  it("to-do: toggling pushes toggle_todo {active, status: watch}; the answer's event-update tints the row live; a past to-do can be set ready or removed", async () => {
    const harness = setupDashboard();
    signIn(harness);
    const future = wireEvent(1, hour, 2 * hour);
    const pastOnList = withTodo(wireEvent(2, -3 * hour, -hour), 'admin@demo.local', true, 'watch');
    const close = await listed(harness, [future, pastOnList]);
    const commands = harness.container.get(DashboardCommands);
    const rows = harness.container.get(EventRowQueries);
    await commands.toggleTodo(future.uuid);
    expect(harness.socket.push.lastCall.args.slice(0, 3)).to.deep.equal([
      `events:${future.uuid}`,
      'toggle_todo',
      { active: true, status: 'watch' },
    ]);
    harness.receive('events:all', 'event-update', { data: withTodo(future, 'admin@demo.local', true, 'watch') });
    await harness.until((state) => state.schedule.updatedAt !== undefined);
    expect(await firstValueFrom(rows.row(future.uuid))).to.deep.include({ todo: 'watch', tint: 'dark-grey' });
    expect(await firstValueFrom(rows.row(pastOnList.uuid))).to.deep.include({
      todo: 'watch',
      tint: 'dark-red',
      pastTodoActions: ['ready', 'remove'],
    });
    await commands.setPastTodo(pastOnList.uuid, 'ready');
    expect(harness.socket.push.lastCall.args[2]).to.deep.equal({ active: true, status: 'ready' });
    await commands.setPastTodo(pastOnList.uuid, 'remove');
    expect(harness.socket.push.lastCall.args[2]).to.deep.equal({ active: false, status: 'watch' });
    close();
    harness.dispose();
  });

  it("the admin switch 'filter own events' limits the list to the account's to-do list; a user neither sees nor applies it", async () => {
    const harness = setupDashboard();
    signIn(harness);
    const close = await listed(harness, [
      withTodo(wireEvent(1, hour, 2 * hour), 'admin@demo.local', true, 'watch'),
      wireEvent(2, hour, 2 * hour),
    ]);
    const queries = harness.container.get(DashboardQueries);
    harness.container.get(DashboardCommands).setOwnEvents(true);
    expect((await firstValueFrom(queries.list$)).eventCount).to.equal(1);
    expect(harness.storage.get('dashboard.own_events')).to.equal(true);
    signIn(harness, 'user', 'user@demo.local');
    await harness.until((state) => state.session.profile?.type === 'user');
    expect(await firstValueFrom(queries.viewer$)).to.deep.include({
      ownEventsFilter: false,
      connectionStats: false,
      todoButton: false,
    });
    expect((await firstValueFrom(queries.list$)).eventCount).to.equal(2);
    close();
    harness.dispose();
  });

  it('list or tiles is remembered in local storage; tiles fill lines of the measured column count', async () => {
    const harness = setupDashboard();
    signIn(harness);
    const close = await listed(
      harness,
      [1, 2, 3].map((n) =>
        wireEvent(n, hour, 2 * hour, {
          event_group: { uuid: 'a0000000-0000-4000-8000-000000000009', system_meta: {} },
        }),
      ),
    );
    const queries = harness.container.get(DashboardQueries);
    harness.container.get(DashboardCommands).setLayout('tiles');
    queries.setTileColumns(2);
    expect(harness.storage.get('dashboard.layout')).to.equal('tiles');
    const lines = (await firstValueFrom(queries.list$)).items.flatMap((item) =>
      item.kind === 'events' ? [item.uuids.length] : [],
    );
    expect(lines).to.deep.equal([2, 1]);
    expect(await firstValueFrom(queries.layout$)).to.equal('tiles');
    close();
    harness.dispose();
  });

  it('search: nothing is sent up to 2 characters; from 3 it pushes search on events:search and results show date, time, title, subtitle and open {prefix}{uuid}', async () => {
    const found = wireEvent(7, 2 * hour, 3 * hour, { title: 'HIFK – Tappara' });
    const harness = setupDashboard({
      push: (_topic, event) =>
        event === 'search' ? { status: 'ok', response: { results: [found] } } : { status: 'ok', response: {} },
    });
    signIn(harness);
    const { DashboardSearch } = await import('../../../src/application/dashboard');
    const search = harness.container.get(DashboardSearch);
    expect(await search.search(' hi ')).to.equal(undefined);
    expect(harness.socket.push.called).to.equal(false);
    await search.search(' hifk ');
    expect(harness.socket.push.lastCall.args.slice(0, 3)).to.deep.equal([
      'events:search',
      'search',
      { search: 'hifk' },
    ]);
    await settle();
    const view = await firstValueFrom(search.view());
    expect(view).to.deep.include({ status: 'ready', text: 'hifk' });
    expect(view.results).to.deep.equal([
      {
        uuid: found.uuid,
        date: '22.11.2026',
        time: '14:00',
        title: 'HIFK – Tappara',
        subtitle: 'Subtitle 7',
        path: `/dashboard/event/${found.uuid}`,
      },
    ]);
    expect((await firstValueFrom(search.view('/events/edit/'))).results[0]?.path).to.equal(
      `/events/edit/${found.uuid}`,
    );
    harness.dispose();
  });

  it('connection stats for admins: buffer max and current, orange over 100, red over 5000; nothing for a user', async () => {
    const harness = setupDashboard();
    signIn(harness);
    harness.receive('channels:all', 'init', { channels });
    harness.receive('control', 'channels', {
      [channels[1]!.uuid]: {
        state: 'connected',
        info: { buffer_status: { current_length: 84, history: [62, 120, 84] } },
        events: [],
      },
      [channels[0]!.uuid]: {
        state: 'connected',
        info: { buffer_status: { current_length: 10, history: [5000, 5001] } },
        events: [],
      },
      'c0000000-0000-4000-8000-000000000099': {
        state: 'listening',
        info: { buffer_status: { current_length: 3, history: [100] } },
        events: [],
      },
    });
    const stats = harness.container.get(ConnectionStatsQueries);
    await harness.until((state) => Object.keys(state.channels.connections).length === 3);
    const list = await firstValueFrom(stats.stats$);
    expect(list.map((stat) => [stat.title, stat.max, stat.current, stat.colour])).to.deep.equal([
      ['Arena A – Camera 1', 5001, 10, 'red'],
      ['c0000000-0000-4000-8000-000000000099', 100, 3, 'normal'],
      ['TV Sport HD', 120, 84, 'orange'],
    ]);
    expect(list[2]?.points).to.deep.equal([0.517, 1, 0.7, 0.7]);
    signIn(harness, 'user', 'user@demo.local');
    await harness.until((state) => state.session.profile?.type === 'user');
    expect(await firstValueFrom(stats.stats$)).to.deep.equal([]);
    harness.dispose();
  });
});
