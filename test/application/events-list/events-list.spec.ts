import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import {
  eventsListModule,
  EventsListQueries,
  eventsListStorageKey,
  type EventsListView,
} from '../../../src/application/events-list';
import { InMemoryNavigation } from '../../../src/application/navigation';
import { NavigationPort } from '../../../src/application/ports';
import { DisplayZone } from '../../../src/application/shared';
import { createHarness, settle } from '../console-harness';

// startOfTest is 22.11.2026 10:00 UTC; the list runs in UTC here.
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = 86_400;
const monday = Date.parse('2026-11-22T00:00:00Z') / 1000;

const event = (n: number, extra: Record<string, unknown> = {}) => ({
  uuid: uuid(n),
  state: 'active',
  cached_start_time: monday + 3600 * n,
  cached_end_time: monday + 3600 * n + 1800,
  channel_id: 2,
  title: `Match ${n}`,
  subtitle: n % 2 === 0 ? 'Liiga' : 'Mestis',
  event_group: { uuid: uuid(1000 + n), channel_id: 1 },
  ...extra,
});

const setup = (stored?: unknown) => {
  const harness = createHarness();
  if (stored !== undefined) harness.storage.set(eventsListStorageKey, stored);
  const navigation = new InMemoryNavigation('/events/list');
  harness.container.bind(NavigationPort).toConstantValue(navigation);
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.load(eventsListModule);
  const queries = harness.container.get(EventsListQueries);
  harness.receive('channels:all', 'init', {
    channels: [
      { id: 1, uuid: uuid(501), name: 'arena', title: 'Arena A', type: 'input', state: 'active', meta: {} },
      { id: 2, uuid: uuid(502), name: 'tv', title: 'TV Sport', type: 'output', state: 'active', meta: {} },
    ],
  });
  const view = (accept: (view: EventsListView) => boolean) => firstValueFrom(queries.view$.pipe(filter(accept)));
  const filters = () =>
    harness.socket.push
      .getCalls()
      .filter((call) => call.args[1] === 'filter')
      .map((call) => call.args[2]);
  return { ...harness, queries, navigation, view, filters };
};

describe('/events list (spec 3 §2.3, §2 table rules)', () => {
  it('pushes its filter on events:all when opened: today to one week ahead, active only, by default', async () => {
    const fixture = setup();
    fixture.queries.open();
    await settle();
    expect(fixture.socket.join.firstCall.args[0]).to.equal('events:all');
    expect(fixture.filters()).to.deep.equal([
      { daterange: { start: monday, end: monday + 8 * day - 1 }, states: ['active'], limit: 1000 },
    ]);
    const view = await fixture.view(() => true);
    expect(view.filter).to.deep.equal({ from: '22.11.2026', to: '29.11.2026', active: true, archived: false });
    fixture.queries.close();
    expect(fixture.socket.leave.calledWith('events:all')).to.equal(true);
    fixture.dispose();
  });

  it('a refused filter with no list held says why instead of loading', async () => {
    const fixture = setup();
    fixture.socket.push.resolves({ status: 'error', response: { reason: 'unavailable' } });
    fixture.queries.open();
    await settle();
    const view = await fixture.view((next) => next.failed !== undefined);
    expect(view).to.include({ loaded: false, failed: 'The events could not be loaded: unavailable' });
    fixture.queries.close();
    fixture.dispose();
  });

  it('keeps From/To and Active/Archived in local storage, pushes the new filter, and restores it next time', async () => {
    const fixture = setup();
    fixture.queries.open();
    fixture.queries.setFilter({ from: '01.12.2026', to: '02.12.2026', archived: true });
    await settle();
    expect(fixture.storage.get(eventsListStorageKey)).to.deep.equal({
      from: '01.12.2026',
      to: '02.12.2026',
      active: true,
      archived: true,
    });
    const start = Date.parse('2026-12-01T00:00:00Z') / 1000;
    expect(fixture.filters().at(-1)).to.deep.equal({
      daterange: { start, end: start + 2 * day - 1 },
      states: ['active', 'archived'],
      limit: 1000,
    });
    fixture.queries.close();
    fixture.dispose();
    const again = setup({ from: '01.12.2026', to: '02.12.2026', active: false, archived: true });
    expect((await again.view(() => true)).filter).to.deep.equal({
      from: '01.12.2026',
      to: '02.12.2026',
      active: false,
      archived: true,
    });
    again.dispose();
    const broken = setup('garbage');
    expect((await broken.view(() => true)).filter.from).to.equal('22.11.2026');
    broken.dispose();
  });

  it('journals each filter chosen, and the journal’s newest wins over the stored one (a replayed log)', async () => {
    const fixture = setup({ from: '01.12.2026', to: '02.12.2026', active: true, archived: false });
    fixture.queries.setFilter({ archived: true });
    expect(fixture.commandNames()).to.deep.equal(['events_list.filter']);
    expect((await fixture.view(() => true)).filter.archived).to.equal(true);
    // A recorded choice, as a replay's store holds it: the replaying browser's storage knows nothing of it.
    const recorded = { from: '10.12.2026', to: '12.12.2026', active: false, archived: true };
    fixture.log.append({
      kind: 'CommandIssued',
      at: fixture.now(),
      id: 'recorded-1',
      account: 'admin@demo.local',
      name: 'events_list.filter',
      args: recorded,
    });
    fixture.store.flush();
    expect((await fixture.view(() => true)).filter).to.deep.equal(recorded);
    expect(fixture.storage.get(eventsListStorageKey)).to.deep.include({ from: '01.12.2026', archived: true });
    fixture.dispose();
  });

  it('without a stored filter, opening after midnight starts from the new today', async () => {
    const fixture = setup();
    fixture.advance(day * 1000);
    fixture.queries.open();
    expect((await fixture.view(() => true)).filter).to.deep.equal({
      from: '23.11.2026',
      to: '30.11.2026',
      active: true,
      archived: false,
    });
    fixture.queries.close();
    fixture.dispose();
  });

  it('pushes nothing while To is before From or neither state is ticked', async () => {
    const fixture = setup();
    fixture.queries.open();
    await settle();
    fixture.queries.setFilter({ from: '05.12.2026', to: '01.12.2026' });
    fixture.queries.setFilter({ from: '01.12.2026', to: '05.12.2026', active: false });
    await settle();
    expect(fixture.filters()).to.have.length(1);
    expect((await fixture.view(() => true)).rangeValid).to.equal(true);
    fixture.queries.close();
    fixture.dispose();
  });

  it('shows Title, Subtitle, Source, Destination, Kickoff and End (DD.MM.YYYY HH:mm) and searches over those texts', async () => {
    const fixture = setup();
    fixture.queries.open();
    fixture.receive('events:all', 'init', {
      events: [event(1), event(2), event(3, { event_group: { uuid: uuid(2000), channel_id: 9 } })],
    });
    const view = await fixture.view((candidate) => candidate.matching === 3);
    expect(view.rows[0]).to.deep.equal({
      uuid: uuid(1),
      title: 'Match 1',
      subtitle: 'Mestis',
      source: 'Arena A',
      destination: 'TV Sport',
      kickoff: '22.11.2026 01:00',
      end: '22.11.2026 01:30',
      archived: false,
    });
    fixture.queries.setSearch('liiga');
    expect(
      (await fixture.view((candidate) => candidate.search === 'liiga')).rows.map((row) => row.title),
    ).to.deep.equal(['Match 2']);
    fixture.queries.setSearch('arena');
    expect((await fixture.view((candidate) => candidate.search === 'arena')).matching).to.equal(2);
    fixture.queries.setSearch('TV SPORT');
    expect((await fixture.view((candidate) => candidate.search === 'TV SPORT')).matching).to.equal(3);
    fixture.queries.close();
    fixture.dispose();
  });

  it('pages by 25 by default, offers 5/15/25/50/100/All, and goes back to the first page on a new search', async () => {
    const fixture = setup();
    fixture.queries.open();
    fixture.receive('events:all', 'init', { events: Array.from({ length: 60 }, (_, index) => event(index + 1)) });
    let view = await fixture.view((candidate) => candidate.matching === 60);
    expect(fixture.queries.pageSizes).to.deep.equal([5, 15, 25, 50, 100, 0]);
    expect([view.pageSize, view.rows.length, view.pageCount]).to.deep.equal([25, 25, 3]);
    fixture.queries.setPage(2);
    view = await fixture.view((candidate) => candidate.page === 2);
    expect(view.rows.map((row) => row.title)).to.deep.equal(
      Array.from({ length: 10 }, (_, index) => `Match ${index + 51}`),
    );
    fixture.queries.setSearch('Match');
    view = await fixture.view((candidate) => candidate.search === 'Match');
    expect(view.page).to.equal(0);
    fixture.queries.setPageSize(0);
    view = await fixture.view((candidate) => candidate.pageSize === 0);
    expect([view.rows.length, view.pageCount]).to.deep.equal([60, 1]);
    fixture.queries.setPageSize(7);
    expect((await fixture.view((candidate) => candidate.pageSize === 25)).rows).to.have.length(25);
    fixture.queries.close();
    fixture.dispose();
  });

  it('asks for the next page of 1000 when a full page came back', async () => {
    const fixture = setup();
    fixture.queries.open();
    await settle();
    fixture.receive('events:all', 'events', { events: Array.from({ length: 1000 }, (_, index) => event(index + 1)) });
    await settle();
    expect(fixture.filters().map((payload) => (payload as { offset?: number }).offset)).to.deep.equal([
      undefined,
      1000,
    ]);
    fixture.queries.close();
    fixture.dispose();
  });

  it('opens the editor over the list: a row at /events/edit/{uuid}, Add at /events/new', async () => {
    const fixture = setup();
    fixture.queries.openEvent(uuid(4));
    expect(fixture.navigation.current()).to.equal(`/events/edit/${uuid(4)}`);
    fixture.queries.newEvent();
    expect(fixture.navigation.current()).to.equal('/events/new');
    fixture.dispose();
  });
});
