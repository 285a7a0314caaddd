import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { channelControlsModule, ChannelControlsQueries } from '../../../src/application/channel-controls';
import { eventTiles } from '../../../src/application/channel-controls/event-tiles';
import { DashboardFeed, dashboardModule, EventRowQueries } from '../../../src/application/dashboard';
import {
  accountDefaultDestination,
  eventEditorModule,
  EventEditorQueries,
  EventEditorService,
  eventFormOf,
} from '../../../src/application/event-editor';
import { eventsListModule, EventsListQueries } from '../../../src/application/events-list';
import { formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { InMemoryNavigation } from '../../../src/application/navigation';
import { notificationsModule } from '../../../src/application/notifications';
import { NavigationPort } from '../../../src/application/ports';
import { DisplayZone, serverNow } from '../../../src/application/shared';
import type { RootState } from '../../../src/domain/state';
import { createHarness, settle, startOfTest, type Harness, type HttpHandler } from '../console-harness';

// Every screen that names an event's channels, or asks what time it is, asks the same rule: channelById
// (domain/channels) and serverNow (application/shared). These tests put the screens side by side.

const eventUuid = '11111111-1111-4111-8111-111111111111';
const uuidOf = (id: number): string => `00000000-0000-4000-8000-0000000000${id}`;
const channel = (id: number, type: 'input' | 'output', title: string, meta: Record<string, unknown> = {}) => ({
  id,
  uuid: uuidOf(id),
  name: `ch_${id}`,
  title,
  type,
  state: 'active',
  meta,
});
const clientNow = startOfTest / 1000;
const day = 86_400;

const consoleWithEveryScreen = (defaultDestination: unknown = 31, http?: HttpHandler): Harness => {
  const harness = createHarness(http ? { http } : {});
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.bind(NavigationPort).toConstantValue(new InMemoryNavigation('/dashboard'));
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(
    notificationsModule,
    dashboardModule,
    channelControlsModule,
    eventsListModule,
    formsModule,
    eventEditorModule,
  );
  harness.receive('profile:t', 'init', {
    data: { id: 1, email: 'admin@demo.local', type: 'admin', meta: { default_destination: defaultDestination } },
  });
  harness.receive('channels:all', 'init', {
    channels: [
      channel(12, 'input', 'Arena cam'),
      channel(31, 'output', 'Web Sport', { event_form: 'sport_form' }),
      channel(33, 'output', 'TV News'),
    ],
  });
  harness.receive('settings:all', 'init', {
    data: [
      {
        id: 5,
        name: 'sport_form',
        type: 'event_form',
        value: { form: [{ name: 'league', type: 'text', title: 'League' }] },
      },
      { id: 6, name: 'billing', type: 'billing_config', value: { contracts_list_id: 21 } },
    ],
  });
  return harness;
};

/** The channels each screen names for the event, in one record so a disagreement shows at a glance. */
const namedChannels = async (harness: Harness, state: RootState) => {
  const row = await firstValueFrom(
    harness.container
      .get(EventRowQueries)
      .row(eventUuid)
      .pipe(filter((view) => view !== undefined)),
  );
  const listed = await firstValueFrom(
    harness.container.get(EventsListQueries).view$.pipe(filter((view) => view.rows.length > 0)),
  );
  const tiles = eventTiles(state, eventUuid);
  const event = state.schedule.events[eventUuid];
  return {
    dashboardRow: [row?.source?.title, row?.destination?.title],
    eventsList: [listed.rows[0]?.source, listed.rows[0]?.destination],
    channelTiles: [tiles.source?.title, tiles.destination?.title],
    editorEventForm: eventFormOf(state, event?.channel_id).map((field) => field.name),
  };
};

const agreed = {
  dashboardRow: ['Arena cam', 'Web Sport'],
  eventsList: ['Arena cam', 'Web Sport'],
  channelTiles: ['Arena cam', 'Web Sport'],
  editorEventForm: ['league'],
};

describe('application/shared: one channel lookup and one server clock for every screen', () => {
  it('an event whose channel ids arrive as numeric strings names the same channels on the dashboard, the /events list, the tiles and the editor', async () => {
    const harness = consoleWithEveryScreen();
    harness.container.get(EventsListQueries).open();
    harness.receive('events:all', 'init', {
      events: [
        {
          uuid: eventUuid,
          state: 'active',
          cached_start_time: clientNow + 600,
          cached_end_time: clientNow + 3600,
          channel_id: '31',
          title: 'Derby',
          event_group: { uuid: uuidOf(90), channel_id: '12' },
        },
      ],
    });
    const state = await harness.until(
      (current) =>
        current.schedule.events[eventUuid] !== undefined && Object.keys(current.channels.byUuid).length === 3,
    );
    expect(await namedChannels(harness, state)).to.deep.equal(agreed);
    const tiles = await firstValueFrom(
      harness.container
        .get(ChannelControlsQueries)
        .controls$(eventUuid)
        .pipe(filter((view) => view.found)),
    );
    expect([tiles.source?.uuid, tiles.destination?.uuid]).to.deep.equal([uuidOf(12), uuidOf(31)]);
    harness.container.get(EventsListQueries).close();
    harness.dispose();
  });

  it('a state holding the ids as strings (not decoded by the wire codec) still gives one answer everywhere; before, the editor compared raw and found none', async () => {
    const harness = consoleWithEveryScreen();
    harness.receive('events:all', 'init', {
      events: [
        {
          uuid: eventUuid,
          state: 'active',
          cached_start_time: clientNow + 600,
          cached_end_time: clientNow + 3600,
          channel_id: 31,
          title: 'Derby',
          event_group: { uuid: uuidOf(90), channel_id: 12 },
        },
      ],
    });
    const decoded = await harness.until(
      (current) =>
        current.schedule.events[eventUuid] !== undefined && Object.keys(current.channels.byUuid).length === 3,
    );
    const stored = decoded.schedule.events[eventUuid]!;
    const group = decoded.schedule.groups[uuidOf(90)]!;
    // The wire's codec reads numeric strings as numbers; a state built any other way must not change the answer.
    const stringly = { ...stored, channel_id: '31' } as unknown as typeof stored;
    const stringlyGroup = { ...group, channel_id: '12' } as unknown as typeof group;
    const state: RootState = {
      ...decoded,
      schedule: { ...decoded.schedule, events: { [eventUuid]: stringly }, groups: { [uuidOf(90)]: stringlyGroup } },
    };
    expect([eventTiles(state, eventUuid).source?.title, eventTiles(state, eventUuid).destination?.title]).to.deep.equal(
      ['Arena cam', 'Web Sport'],
    );
    expect(eventFormOf(state, stringly.channel_id).map((field) => field.name)).to.deep.equal(['league']);
    harness.dispose();
  });

  it("spec 2 §3: the account's default destination counts as a number, a numeric string or a uuid, and an empty one is none (never channel 0)", async () => {
    for (const [meta, expected] of [
      [31, 31],
      ['31', 31],
      [uuidOf(31), 31],
      ['', undefined],
      [' 31', undefined],
      ['12', undefined],
    ] as const) {
      const harness = consoleWithEveryScreen(meta);
      const state = await harness.until(
        (current) => current.session.profile !== undefined && Object.keys(current.channels.byUuid).length === 3,
      );
      expect(accountDefaultDestination(state), JSON.stringify(meta)).to.equal(expected);
      harness.dispose();
    }
  });

  it('serverNow: the clock projection once the server timestamp is known, else the client clock', async () => {
    const harness = consoleWithEveryScreen();
    expect(serverNow(harness.store.state.clock, { now: harness.now })).to.equal(clientNow);
    harness.receive('control', 'timestamp', { timestamp: clientNow + 20 * 3600 });
    const state = await harness.until((current) => current.clock.serverTimestamp !== undefined);
    expect(serverNow(state.clock, { now: harness.now })).to.equal(clientNow + 20 * 3600);
    harness.log.append({ kind: 'ClockTicked', at: harness.now() + 5000, now: harness.now() + 5000 });
    const ticked = await harness.until((current) => current.clock.clientNow !== undefined);
    expect(serverNow(ticked.clock, { now: harness.now }), 'the last tick plus the measured offset').to.equal(
      clientNow + 20 * 3600 + 5,
    );
    harness.dispose();
  });

  it("a client clock a day behind the server: the dashboard range, the /events default filter and a new event's start all follow the server's day", async () => {
    const harness = consoleWithEveryScreen();
    // 22.11.2026 10:00 UTC on the client; the server says 23.11.2026 06:00 UTC.
    const serverSeconds = clientNow + 20 * 3600;
    harness.receive('control', 'timestamp', { timestamp: serverSeconds });
    await harness.until((current) => current.clock.serverTimestamp !== undefined);
    const serverDay = Date.parse('2026-11-23T00:00:00Z') / 1000;
    const dashboard = harness.container.get(DashboardFeed);
    const closeDashboard = dashboard.open();
    await dashboard.asked();
    expect((await firstValueFrom(harness.container.get(DashboardFeed).range$))?.start).to.equal(serverDay);
    const list = harness.container.get(EventsListQueries);
    list.open();
    expect((await firstValueFrom(list.view$)).filter).to.deep.include({ from: '23.11.2026', to: '30.11.2026' });
    const session = harness.container.get(EventEditorService).open({});
    const ready = await firstValueFrom(session.snapshot$.pipe(filter((snapshot) => snapshot.status === 'ready')));
    expect(ready.draft?.start, 'the next quarter hour of the server clock').to.equal(serverSeconds);
    session.dispose();
    list.close();
    closeDashboard();
    await settle();
    harness.dispose();
  });

  it('spec 2 §5: the editor offers only contracts not ended by the server clock', async () => {
    const contracts = [
      { id: 1, title: 'Ends in two hours', end_date: clientNow + 2 * 3600 },
      { id: 2, title: 'Ends in two days', end_date: clientNow + 2 * day },
    ];
    const harness = consoleWithEveryScreen(31, (request) => ({
      status: 200,
      url: `http://studio/api/v1/${request.path}`,
      body: contracts,
    }));
    harness.receive('control', 'timestamp', { timestamp: clientNow + 20 * 3600 });
    await harness.until(
      (current) =>
        current.clock.serverTimestamp !== undefined &&
        current.session.profile !== undefined &&
        Object.keys(current.settings.byId).length === 2,
    );
    const session = harness.container.get(EventEditorService).open({});
    await harness.until((current) => JSON.stringify(current.billing).includes('Ends in two days'));
    const offered = await firstValueFrom(harness.container.get(EventEditorQueries).contracts$(31));
    expect(
      offered.map((contract) => contract.label),
      'the first ended 18 h ago by the server clock',
    ).to.deep.equal(['Ends in two days']);
    session.dispose();
    harness.dispose();
  });
});
