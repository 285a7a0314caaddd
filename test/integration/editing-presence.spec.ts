import { expect } from 'chai';
import { EditingPresence } from '../../src/application/editing';
import { TopicLeases } from '../../src/application/topics';
import type { Socket } from 'phoenix';
import { disconnect, join, leaveChannelsAfterEachTest, type Joined } from './support/phoenix-client';
import { eventually, signedInConsole, type RealConsole } from './support/real-console';
import { accountIdOf, connectAs, loginAs, startTestServer, type TestServer } from './support/studio';

interface Operator {
  readonly core: RealConsole;
  readonly presence: EditingPresence;
  readonly token: string;
}

/** Who another console sees on the item, as its editor sheet would show them. */
const seenBy = (operator: Operator, item: { kind: 'accounts' | 'groups'; id: string }) => {
  const names: { current: readonly string[] } = { current: [] };
  const subscription = operator.presence.others$(item).subscribe((next) => (names.current = next));
  return { names, stop: () => subscription.unsubscribe() };
};

describe('editing:{kind}:{id}: who else is editing, between two real consoles (issue 32 §1)', function () {
  this.timeout(60_000);
  let studio: TestServer;
  const operators: Operator[] = [];

  /** The id of the first stored item of a kind (the demo data's). */
  const firstId = async (kind: 'groups' | 'devices'): Promise<string> => {
    const [first] = await studio.server.services.store.documents[kind].list();
    if (!first) throw new Error(`the demo data has no ${kind}`);
    return String(first.id);
  };

  const open = async (type: string): Promise<Operator> => {
    const token = await loginAs(studio.url, type);
    const core = await signedInConsole(studio.socketUrl, token, type);
    const operator = { core, presence: new EditingPresence(new TopicLeases(core.gateway), core.store), token };
    operators.push(operator);
    return operator;
  };

  before(async () => {
    studio = await startTestServer();
  });
  afterEach(() => {
    for (const operator of operators.splice(0)) operator.core.dispose();
  });
  after(async () => studio.close());

  it('B sees A by name while A has the item open, and loses A when A closes it; neither sees itself', async () => {
    const item = { kind: 'accounts' as const, id: String(await accountIdOf(studio, 'user')) };
    const a = await open('admin');
    const b = await open('root');
    const onB = seenBy(b, item);
    const onA = seenBy(a, item);
    await eventually(() => onB.names.current.join() === 'Demo admin', 'B sees "Demo admin"');
    await eventually(() => onA.names.current.join() === 'Demo root', 'A sees "Demo root"');
    onA.stop(); // A's sheet closes: its lease is released and the console leaves the topic
    await eventually(() => onB.names.current.length === 0, 'B no longer sees A');
    onB.stop();
  });

  it('drops a console whose connection is lost, and shows it again when it is back', async () => {
    const item = { kind: 'groups' as const, id: await firstId('groups') };
    const a = await open('admin');
    const b = await open('developer');
    const onA = seenBy(a, item);
    const onB = seenBy(b, item);
    await eventually(() => onB.names.current.join() === 'Demo admin', 'B sees A');
    await eventually(() => onA.names.current.join() === 'Demo developer', 'A sees B');
    // The network drops under A: its TCP connection ends without a leave or a close frame.
    const transport = (a.core.gateway as unknown as { socket: { conn: { terminate(): void } } }).socket.conn;
    transport.terminate();
    await eventually(() => onB.names.current.length === 0, 'B no longer sees A once its connection dropped');
    await eventually(() => a.core.state().connection.state === 'disconnected', 'A knows it is cut off');
    expect(a.core.state().editing.byTopic).to.deep.equal({}, 'A forgets who was there while it is away');
    // The phoenix client reconnects and rejoins by itself: A is back on B's sheet, and B on A's.
    await eventually(() => onB.names.current.join() === 'Demo admin', 'B sees A again', 20_000);
    await eventually(() => onA.names.current.join() === 'Demo developer', 'A sees B again', 20_000);
    onA.stop();
    onB.stop();
  });

  it('lists several others joined with commas, each account once however many consoles it has', async () => {
    const item = { kind: 'groups' as const, id: await firstId('groups') };
    const a = await open('admin');
    const secondA = await open('admin');
    const b = await open('developer');
    const c = await open('root');
    const views = [a, secondA, b, c].map((operator) => seenBy(operator, item));
    await eventually(() => views[3]?.names.current.join(', ') === 'Demo admin, Demo developer', 'C sees A and B');
    expect(views[0]?.names.current).to.have.members(['Demo developer', 'Demo root']);
    views[0]?.stop(); // one of A's two consoles closes: A is still editing
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(views[3]?.names.current).to.include('Demo admin');
    views[1]?.stop();
    await eventually(() => views[3]?.names.current.join() === 'Demo developer', 'C sees only B');
    for (const view of views) view.stop();
  });

  describe('who may join: whoever may open the item', () => {
    leaveChannelsAfterEachTest();
    const sockets: Socket[] = [];
    const socketOf = async (type: string): Promise<Socket> => {
      const socket = await connectAs(studio, type);
      sockets.push(socket);
      return socket;
    };
    after(async () => {
      for (const socket of sockets.splice(0)) await disconnect(socket);
    });

    const joinAs = async (type: string, topic: string): Promise<Joined> => join(await socketOf(type), topic, []);

    it("refuses an account that may not open the item's editor (a user on a group)", async () => {
      const joined = await joinAs('user', `editing:groups:${await firstId('groups')}`);
      expect(joined.reply).to.deep.include({ status: 'error' });
      expect(joined.reply.response).to.deep.include({ reason: 'unauthorized' });
    });

    it('answers not_found for an item that does not exist, as its editor topic would', async () => {
      const joined = await joinAs('admin', 'editing:groups:987654');
      expect(joined.reply.response).to.deep.include({ reason: 'not_found' });
    });

    it('refuses a kind no editor opens', async () => {
      const joined = await joinAs('root', 'editing:audit:1');
      expect(joined.reply.response).to.deep.include({ reason: 'unauthorized' });
    });

    it('lets in the same account types as the editor topic, and sends the presence with the name', async () => {
      const topic = `editing:devices:${await firstId('devices')}`;
      const joined = await join(await socketOf('device_admin'), topic, ['presence_state', 'presence_diff']);
      expect(joined.reply.status).to.equal('ok');
      await eventually(() => (joined.received.get('presence_diff') ?? []).length > 0, 'its own join diff');
      const [diff] = joined.received.get('presence_diff') ?? [];
      const metas = Object.values((diff as { joins: Record<string, { metas: { name: string }[] }> }).joins);
      expect(metas[0]?.metas[0]?.name).to.equal('Demo device admin');
    });
  });
});
