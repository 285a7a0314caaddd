import { expect } from 'chai';
import type { RootState } from '../../src/domain/state';
import { settingsAreaCommands } from '../../src/domain/settings';
import { insertRows } from '../../server/seed/bulk-insert';
import { largeFrameChars } from '../../src/infrastructure/socket/ordered-decoder';
import { connect, joinOk, push } from './support/phoenix-client';
import { eventually, realConsole } from './support/real-console';
import { loginAs, startTestServer, type TestServer } from './support/studio';

const saveOrder = (name: string) =>
  ({
    name: settingsAreaCommands.runningOrder,
    pattern: 'running_orders:create',
    push: 'save',
    payload: { running_order: { name, items: [] } },
    args: { running_order: { name, items: [] }, mode: 'create' },
  }) as const;

const namesOf = (state: RootState): string[] => Object.values(state.runningOrders.byId).map((order) => order.name);

describe('console core against the studio server (gateway, log, store, command bus)', function () {
  this.timeout(60_000);
  let studio: TestServer;
  let token = '';

  before(async () => {
    studio = await startTestServer();
    token = await loginAs(studio.url, 'admin');
  });
  after(async () => studio.close());

  it('joins list topics, folds their init, and a command changes state only through the server broadcast', async () => {
    const core = realConsole(studio.socketUrl);
    core.gateway.connect(token);
    await eventually(() => core.state().connection.state === 'connected', 'connected');
    await core.gateway.join('running_orders:all');
    await core.gateway.join('running_orders:create');
    await eventually(() => core.state().frames.decoded > 0, 'the init frame');
    const before = Object.keys(core.state().runningOrders.byId).length;
    const order = {
      name: 'Evening news',
      items: [{ action: 'player' as const, type: 'play' as const, duration: 5000, uri: 'promo.mp4' }],
    };
    // The settings area's own entry: its journaled arguments (the order and the mode) pass their codec, so no
    // frame is rejected.
    const result = await core.bus.push({
      name: settingsAreaCommands.runningOrder,
      pattern: 'running_orders:create',
      push: 'save',
      payload: { running_order: order },
      args: { running_order: order, mode: 'create' },
    });
    expect(result.outcome, JSON.stringify(result)).to.equal('ok');
    await eventually(() => Object.keys(core.state().runningOrders.byId).length === before + 1, 'the update broadcast');
    expect(Object.values(core.state().runningOrders.byId).map((order) => order.name)).to.include('Evening news');
    expect(core.state().journal.byId[result.id]).to.include({
      status: 'ok',
      name: 'running_orders.save',
      account: 'admin@demo.local',
    });
    expect(core.state().frames.rejected).to.equal(0);
    core.dispose();
  });

  it('a push while the server is down ends as not sent; after it returns, lists are re-initialised from init', async () => {
    const core = realConsole(studio.socketUrl);
    core.gateway.connect(token);
    await eventually(() => core.state().connection.state === 'connected', 'connected');
    await core.gateway.join('running_orders:all');
    await eventually(() => core.state().frames.decoded > 0, 'the init of running orders');
    const port = Number(new URL(studio.url).port);
    await studio.stop();
    await eventually(() => core.state().connection.state === 'disconnected', 'disconnected');
    const lost = await core.bus.push({
      ...saveOrder('Lost'),
      timeoutMs: 300,
    });
    expect(lost.outcome).to.equal('not_sent');
    studio = await startTestServer({ dataDir: studio.dataDir, port });
    const initsBefore = core.state().frames.decoded;
    await eventually(
      () => core.state().connection.state === 'connected' && core.state().frames.decoded > initsBefore,
      'reconnected and re-initialised',
      20_000,
    );
    expect(core.state().connection.reconnects).to.equal(1);
    expect(core.state().journal.byId[lost.id]?.status).to.equal('not_sent');
    core.dispose();
  });

  it('a push made with the connection lost is not sent at once and never goes later (issue 19 chaos test)', async () => {
    const core = realConsole(studio.socketUrl);
    core.gateway.connect(token);
    await eventually(() => core.state().connection.state === 'connected', 'connected');
    await core.gateway.join('running_orders:all');
    await core.gateway.join('running_orders:create');
    await eventually(() => core.state().frames.lastByTopic['running_orders:all'] !== undefined, 'the init');
    const port = Number(new URL(studio.url).port);
    await studio.stop();
    await eventually(() => core.state().connection.state === 'disconnected', 'disconnected');
    // A time-out longer than the outage: phoenix would buffer the push and send it on the rejoin below.
    const lost = core.bus.push({ ...saveOrder('Clicked while the server was down'), timeoutMs: 120_000 });
    studio = await startTestServer({ dataDir: studio.dataDir, port });
    await eventually(() => core.state().connection.reconnects === 1, 'reconnected', 30_000);
    expect((await lost).outcome).to.equal('not_sent');
    const after = await core.bus.push(saveOrder('Clicked once it was back'));
    expect(after.outcome, JSON.stringify(after)).to.equal('ok');
    await eventually(() => namesOf(core.state()).includes('Clicked once it was back'), 'the later save');
    expect(namesOf(core.state())).to.not.include('Clicked while the server was down');
    core.dispose();
  });

  it('a large init is parsed and delivered in tasks of its own, and a frame right behind it keeps its place', async () => {
    const [list] = await studio.server.services.store.documents.cms_lists.list(`body->>'name' = $1`, ['Liiga teams']);
    if (!list) throw new Error('no Liiga teams list in the demo data');
    // ~200 characters a record: 3,000 records make an init well over the decoder's threshold.
    await studio.server.services.store.db.write((tx) =>
      insertRows(
        tx,
        'cms_list_data',
        Array.from({ length: 3000 }, (_, index) => ({
          uuid: crypto.randomUUID(),
          body: { cms_list_id: list.id, data: { name: `Large ${index}`, kind: 'club' } },
        })),
      ),
    );
    const core = realConsole(studio.socketUrl);
    const frames: { event: string; chars: number; records: number }[] = [];
    const watching = core.gateway.frames$.subscribe((frame) => {
      if (frame.topic !== `cms:list_datas:${list.id}` || frame.event === 'phx_reply') return;
      const data = (frame.payload as { data?: unknown }).data;
      frames.push({
        event: frame.event,
        chars: frame.payloadText?.length ?? 0,
        records: Array.isArray(data) ? data.length : 1,
      });
    });
    core.gateway.connect(token);
    await eventually(() => core.state().connection.state === 'connected', 'connected');
    const other = await connect(studio.socketUrl, token);
    const records = await joinOk(other, `cms:list_datas:${list.id}`);
    // The save goes out as soon as the console's join is answered: its broadcast reaches the console while the
    // init is still waiting to be parsed, and must come out after it.
    await core.gateway.join(`cms:list_datas:${list.id}`);
    const saved = await push(records.channel, 'save', {
      list_data: { cms_list_id: list.id, state: 'active', data: { name: 'Right behind the init', kind: 'club' } },
    });
    expect(saved.status, JSON.stringify(saved.response)).to.equal('ok');
    await eventually(() => frames.some((frame) => frame.event === 'update'), 'the update behind the init');
    expect(frames.map((frame) => frame.event)).to.deep.equal(['init', 'update']);
    expect(frames[0]?.chars).to.be.greaterThan(largeFrameChars);
    expect(frames[0]?.records).to.be.at.least(3000);
    expect(core.state().frames.rejected).to.equal(0);
    watching.unsubscribe();
    records.channel.leave();
    other.disconnect();
    core.dispose();
  });
});
