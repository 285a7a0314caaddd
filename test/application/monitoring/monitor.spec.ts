import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { TokenStorage } from '../../../src/application/ports';
import {
  MonitorCommands,
  MonitorQueries,
  monitoringModule,
  WallLayoutCommands,
} from '../../../src/application/monitoring';
import { createHarness, settle, type PushHandler } from '../console-harness';

const A = '0a000000-0000-4000-8000-00000000000a';
const B = '0b000000-0000-4000-8000-00000000000b';
const DEV = '0d000000-0000-4000-8000-00000000000d';

const channel = (uuid: string, title: string, meta: Record<string, unknown> = {}) => ({
  id: uuid.length,
  uuid,
  name: uuid,
  title,
  type: 'output',
  state: 'active',
  meta: { monitor_url: `/hls/live/${uuid}/index.m3u8`, ...meta },
});

const monitorFixture = (profileMeta: Record<string, unknown> = {}, push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container
    .rebind(TokenStorage)
    .toConstantValue({ get: () => 'tok', set: () => undefined, clear: () => undefined });
  harness.container.load(monitoringModule);
  harness.receive('profile:tok', 'init', {
    data: { id: 7, email: 'user@demo.local', type: 'user', meta: profileMeta },
  });
  harness.receive('channels:all', 'init', {
    channels: [channel(A, 'Arena', { system_channel: true }), channel(B, 'Bravo'), channel(DEV, 'Dev')],
  });
  harness.receive('instances:all', 'init', {
    instances: [{ id: 5, title: 'Dev box', type: 'output', token: 't', meta: { channel: DEV, is_developer: true } }],
  });
  harness.receive('control', 'channels', { [A]: { state: 'connected' }, [B]: { state: 'listening' } });
  return {
    ...harness,
    queries: harness.container.get(MonitorQueries),
    commands: harness.container.get(MonitorCommands),
    layouts: harness.container.get(WallLayoutCommands),
  };
};

describe('monitor walls (spec 2 §2, §4, §7)', () => {
  it('lists the default wall: a live card for the connected channel, idle for listening, developer channel off', async () => {
    const fixture = monitorFixture();
    const wall = await firstValueFrom(fixture.queries.wall$('all').pipe(filter((candidate) => candidate.loaded)));
    expect(wall.choices.map((choice) => [choice.uuid, choice.shown])).to.deep.equal([
      [A, true],
      [B, true],
      [DEV, false],
    ]);
    expect(wall.cards.map((card) => [card.uuid, card.url, card.message, card.stateLabel])).to.deep.equal([
      [A, `/hls/live/${A}/index.m3u8`, undefined, 'connected'],
      [B, undefined, 'Channel is idle', 'idle'],
    ]);
    const system = await firstValueFrom(fixture.queries.wall$('system'));
    expect(system.choices.map((choice) => choice.uuid)).to.deep.equal([A]);
    fixture.dispose();
  });

  it('an eye toggle saves the whole shown list in meta.monitor_channel_filter through the profile update', async () => {
    const fixture = monitorFixture({}, () => ({
      status: 'ok',
      response: { data: { id: 7, email: 'u', type: 'user' } },
    }));
    await fixture.until((state) => state.session.profile !== undefined);
    await fixture.commands.setShown('all', B, false);
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'profile:tok',
      'update',
      { meta: { monitor_channel_filter: [A] } },
    ]);
    await settle();
    const journal = fixture.store.state.journal;
    expect(journal.order.map((id) => journal.byId[id]).map((item) => [item?.name, item?.status])).to.deep.equal([
      ['monitor.filter', 'ok'],
    ]);
    fixture.dispose();
  });

  it('the wall follows the saved filter when the profile frame comes back', async () => {
    const fixture = monitorFixture({ monitor_channel_filter: [DEV] });
    const wall = await firstValueFrom(fixture.queries.wall$('all').pipe(filter((candidate) => candidate.loaded)));
    expect(wall.cards.map((card) => [card.uuid, card.message])).to.deep.equal([[DEV, 'No connection state yet']]);
    fixture.receive('profile:tok', 'update', {
      data: { id: 7, email: 'user@demo.local', type: 'user', meta: { monitor_channel_filter: [A, DEV] } },
    });
    const next = await firstValueFrom(
      fixture.queries.wall$('all').pipe(filter((candidate) => candidate.cards.length === 2)),
    );
    expect(next.cards.map((card) => card.uuid)).to.deep.equal([A, DEV]);
    fixture.dispose();
  });

  it('a toggle shows at once, before the server answers, and a refused one falls back to the saved list', async () => {
    const answers: ((result: { status: 'error'; response: unknown }) => void)[] = [];
    const fixture = monitorFixture(
      { monitor_channel_filter: [A, B] },
      () => new Promise((resolve) => answers.push(resolve)),
    );
    const cardsNow = async (): Promise<string[]> =>
      (await firstValueFrom(fixture.queries.wall$('all'))).cards.map((card) => card.uuid);
    await fixture.until((state) => state.session.profile !== undefined);
    expect(await cardsNow()).to.deep.equal([A, B]);
    const saving = fixture.commands.setShown('all', B, false);
    await fixture.until((state) => state.monitorFilterPending.latest !== undefined);
    expect(await cardsNow()).to.deep.equal([A]);
    // A second toggle while the first is in flight starts from what the wall shows, not from the saved list.
    const second = fixture.commands.setShown('all', DEV, true);
    await fixture.until((state) => state.monitorFilterPending.latest?.filter.length === 2);
    expect(await cardsNow()).to.deep.equal([A, DEV]);
    expect(fixture.socket.push.secondCall.args[2]).to.deep.equal({ meta: { monitor_channel_filter: [A, DEV] } });
    for (const answer of answers) answer({ status: 'error', response: { reason: 'unauthorized' } });
    await Promise.all([saving, second]);
    await settle();
    expect(fixture.store.state.monitorFilterPending.latest).to.equal(undefined);
    expect(await cardsNow()).to.deep.equal([A, B]);
    fixture.dispose();
  });

  describe('layout: grid and solo (issue 31)', () => {
    const layoutOf = async (fixture: ReturnType<typeof monitorFixture>, scope: 'all' | 'system' = 'all') =>
      (await firstValueFrom(fixture.queries.wall$(scope).pipe(filter((candidate) => candidate.loaded)))).layout;

    it('an account saved before layouts existed shows Auto without a solo on both walls', async () => {
      const fixture = monitorFixture({ monitor_channel_filter: [A, B] });
      expect(await layoutOf(fixture)).to.deep.equal({ grid: 'auto' });
      expect(await layoutOf(fixture, 'system')).to.deep.equal({ grid: 'auto' });
      fixture.dispose();
    });

    it("a solo shows at once and saves every wall's layout in meta.monitor_wall_layout; a refused one falls back", async () => {
      const answers: ((result: { status: 'error'; response: unknown }) => void)[] = [];
      const fixture = monitorFixture(
        { monitor_wall_layout: { sysmonitor: { grid: '2x2' } } },
        () => new Promise((resolve) => answers.push(resolve)),
      );
      await fixture.until((state) => state.session.profile !== undefined);
      const saving = fixture.layouts.toggleSolo('monitor', B);
      await fixture.until((state) => state.monitorFilterPending.layout !== undefined);
      expect(await layoutOf(fixture)).to.deep.equal({ grid: 'auto', solo: B });
      expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
        'profile:tok',
        'update',
        { meta: { monitor_wall_layout: { sysmonitor: { grid: '2x2' }, monitor: { grid: 'auto', solo: B } } } },
      ]);
      for (const answer of answers) answer({ status: 'error', response: { reason: 'unauthorized' } });
      await saving;
      await settle();
      expect(await layoutOf(fixture)).to.deep.equal({ grid: 'auto' });
      fixture.dispose();
    });

    it('the saved solo and grid come back with the profile; a grid choice keeps the solo, Escape ends it', async () => {
      const fixture = monitorFixture({ monitor_wall_layout: { monitor: { grid: '3x3', solo: A } } }, () => ({
        status: 'ok',
        response: {},
      }));
      expect(await layoutOf(fixture)).to.deep.equal({ grid: '3x3', solo: A });
      await fixture.layouts.chooseGrid('monitor', '4x4');
      expect(fixture.socket.push.lastCall.args[2]).to.deep.equal({
        meta: { monitor_wall_layout: { monitor: { grid: '4x4', solo: A } } },
      });
      await fixture.layouts.endSolo('monitor');
      expect(fixture.socket.push.lastCall.args[2]).to.deep.equal({
        meta: { monitor_wall_layout: { monitor: { grid: '3x3' } } },
      });
      fixture.dispose();
    });

    it('a soloed channel that is not shown falls back to the grid; hiding the soloed channel ends its solo', async () => {
      const fixture = monitorFixture(
        { monitor_channel_filter: [A], monitor_wall_layout: { monitor: { grid: 'auto', solo: B } } },
        () => ({ status: 'ok', response: {} }),
      );
      expect(await layoutOf(fixture)).to.deep.equal({ grid: 'auto' });
      fixture.receive('profile:tok', 'update', {
        data: {
          id: 7,
          email: 'user@demo.local',
          type: 'user',
          meta: { monitor_channel_filter: [A, B], monitor_wall_layout: { monitor: { grid: 'auto', solo: B } } },
        },
      });
      await fixture.until((state) => state.session.profile?.meta?.monitor_channel_filter !== undefined);
      expect(await layoutOf(fixture)).to.deep.equal({ grid: 'auto', solo: B });
      await fixture.commands.setShown('all', B, false);
      await settle();
      expect(fixture.socket.push.getCalls().map((call) => call.args[2])).to.deep.equal([
        { meta: { monitor_channel_filter: [A] } },
        { meta: { monitor_wall_layout: { monitor: { grid: 'auto' } } } },
      ]);
      fixture.dispose();
    });
  });
});
