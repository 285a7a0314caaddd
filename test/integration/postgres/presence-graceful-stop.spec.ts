import { expect } from 'chai';
import { Client } from 'pg';
import { busChannel } from '../../../server/cluster/postgres-bus';
import type { BusMessage } from '../../../server/protocol/cluster-bus';
import { editingOperators, firstGroupId } from '../support/editing-operators';
import { eventually } from '../support/real-console';
import type { ServerProcess } from '../support/server-process';
import { withStudioProcesses } from '../support/studio-processes';

// Issue 32 §1 with PostgreSQL and two studio-server processes (docs/protocol/one-truth.md "Who else is here, when
// a process stops"): a process stopped cleanly (SIGTERM) tells the others its editors left before it exits, in one
// explicit `presence-gone` on the cluster bus — the first thing its shutdown does, and its relay's last word — so a
// console on another process drops them at once and never learns them again. A process killed outright is
// forgotten by the heartbeat's silence instead (editing-presence-cluster.spec.ts, presence-slow-process.spec.ts).

interface Change {
  readonly change?: { readonly type: string; readonly meta?: { readonly name?: string } };
}

/** Every message on the cluster bus from the moment it listens, as the processes sent them. */
const busListener = async (databaseUrl: string) => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const payloads: string[] = [];
  client.on('notification', (notification) => {
    if (notification.channel === busChannel && notification.payload) payloads.push(notification.payload);
  });
  await client.query(`listen ${busChannel}`);
  /** A notification's messages: inline (one, or a turn's array), or stored and named `#{id}`. */
  const messagesOf = async (payload: string): Promise<BusMessage[]> => {
    const text = payload.startsWith('#')
      ? (
          await client.query<{ body: string }>('select body from cluster_messages where id = $1', [
            Number(payload.slice(1)),
          ])
        ).rows[0]?.body
      : payload;
    const parsed = JSON.parse(text ?? '[]') as BusMessage | BusMessage[];
    return Array.isArray(parsed) ? parsed : [parsed];
  };
  return {
    /** How many notifications arrived so far (a mark for `since`). */
    count: () => payloads.length,
    since: async (mark: number): Promise<BusMessage[]> =>
      (await Promise.all(payloads.slice(mark).map(messagesOf))).flat(),
    close: () => client.end(),
  };
};

describe('editing presence: a process stopped cleanly says its editors left (issue 32 §1)', function () {
  this.timeout(180_000);
  const cluster = withStudioProcesses(2, 'presence_stop');
  const { open } = editingOperators();
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it("SIGTERM: one farewell on the bus and nothing of presence after it; the other process's console loses the editor", async () => {
    const [stopping, staying] = cluster().servers as [ServerProcess, ServerProcess];
    const bus = await busListener(cluster().databaseUrl);
    closing.push(bus.close);
    const item = { kind: 'groups' as const, id: await firstGroupId(cluster().databaseUrl) };
    const onStopping = await open(stopping, 'admin', item);
    const onStaying = await open(staying, 'root', item);
    await eventually(
      () => onStaying.names.current.join() === 'Demo admin',
      'the staying console sees Demo admin',
      15_000,
    );
    await eventually(
      () => onStopping.names.current.join() === 'Demo root',
      'the stopping console sees Demo root',
      15_000,
    );

    // The stopping process as the bus names it: the one that told the others of Demo admin.
    const tracked = (await bus.since(0)).find(
      ({ name, args }) =>
        name === 'presence' &&
        (args as Change).change?.type === 'track' &&
        (args as Change).change?.meta?.name === 'Demo admin',
    );
    expect(tracked, "Demo admin's track on the bus").to.not.equal(undefined);
    const mark = bus.count();

    stopping.child.kill('SIGTERM');
    await eventually(() => onStaying.names.current.length === 0, 'the staying console drops Demo admin', 15_000);
    await stopping.exited;
    expect(stopping.child.exitCode, 'a clean stop').to.equal(0);

    const said = (await bus.since(mark))
      .filter(({ from, name }) => from === tracked?.from && name.startsWith('presence'))
      .map(({ name }) => name);
    // The departure is one explicit message, and nothing of the relay follows it: no untrack per console closed,
    // no heartbeat, no snapshot that would make the others learn its editors again.
    expect(said, 'what the stopping process told the others after SIGTERM').to.include('presence-gone');
    expect(said.slice(said.indexOf('presence-gone') + 1), 'after the farewell').to.deep.equal([]);
    expect(said, 'no untrack one by one').to.not.include('presence');
  });
});
