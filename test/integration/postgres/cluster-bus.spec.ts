import { expect } from 'chai';
import { Client, Pool } from 'pg';
import type { ClusterBus } from '../../../server/protocol/cluster-bus';
import { busChannel, inlineLimitBytes, PostgresBus } from '../../../server/cluster/postgres-bus';
import { openStore, type Store } from '../../../server/storage/store';
import { withPostgresCluster } from '../support/postgres-suite';

describe('cluster bus over LISTEN/NOTIFY (server/cluster/postgres-bus.ts)', () => {
  const closing: (() => Promise<void>)[] = [];
  // Registered before the cluster's own `after`, so the connections end before the server stops.
  after(async () => {
    for (const close of closing.reverse()) await close();
  });
  const cluster = withPostgresCluster();

  const busOn = async (url: string): Promise<ClusterBus> => {
    const pool = new Pool({ connectionString: url });
    const errors: unknown[] = [];
    const bus = await PostgresBus.open(url, pool, (error) => errors.push(error));
    closing.push(async () => {
      await bus.close();
      await pool.end();
      expect(errors).to.deep.equal([]);
    });
    return bus;
  };

  it('delivers to every other process in the order sent, messages past the NOTIFY limit by row id', async () => {
    const url = await cluster().createDatabase('bus');
    const store: Store = await openStore('/nonexistent-data-folder', url);
    closing.push(() => store.db.close());
    const [sender, first, second] = await Promise.all([busOn(url), busOn(url), busOn(url)]);
    const received = (bus: ClusterBus): { args: unknown; from: string }[] => {
      const seen: { args: unknown; from: string }[] = [];
      bus.on('note', (args, from) => void seen.push({ args, from }));
      return seen;
    };
    const mine = received(sender);
    const [atFirst, atSecond] = [received(first), received(second)];
    // Multi-byte text: the limit is in bytes, not characters.
    const large = { text: 'ü'.repeat(inlineLimitBytes) };
    const sent = [{ n: 1 }, large, { n: 3 }, large, { n: 5 }];
    for (const args of sent) sender.publish('note', args);
    while (atFirst.length < sent.length || atSecond.length < sent.length)
      await new Promise((resolve) => setTimeout(resolve, 10));
    for (const seen of [atFirst, atSecond]) {
      expect(seen.map((message) => message.args)).to.deep.equal(sent);
      expect(new Set(seen.map((message) => message.from))).to.deep.equal(new Set([sender.processId]));
    }
    expect(mine, 'a process does not hear itself').to.deep.equal([]);
    const stored = await store.db.read.query<{ n: number }>('select count(*) as n from cluster_messages');
    expect(stored.rows[0]?.n).to.equal(2);
  });

  it('sends the messages of one turn as one notification, each still handled on its own and in order', async () => {
    const url = await cluster().createDatabase('bus_turn');
    const store: Store = await openStore('/nonexistent-data-folder', url);
    closing.push(() => store.db.close());
    const listener = new Client({ connectionString: url });
    await listener.connect();
    closing.push(() => listener.end());
    const notifications: string[] = [];
    listener.on('notification', (notification) => notifications.push(notification.payload ?? ''));
    await listener.query(`listen ${busChannel}`);
    const [sender, receiver] = await Promise.all([busOn(url), busOn(url)]);
    const seen: unknown[] = [];
    receiver.on('tick', (args) => void seen.push(args));
    const sent = Array.from({ length: 50 }, (_, n) => ({ n }));
    for (const args of sent) sender.publish('tick', args);
    while (seen.length < sent.length) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).to.deep.equal(sent);
    expect(notifications, 'fifty small messages of one turn').to.have.length(1);
  });
});
