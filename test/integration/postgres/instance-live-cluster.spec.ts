import { expect } from 'chai';
import { Client } from 'pg';
import type { Socket } from 'phoenix';
import { join, push, type Reply } from '../support/phoenix-client';
import type { ServerProcess } from '../support/server-process';
import { loginAs } from '../support/studio';
import { withStudioProcesses } from '../support/studio-processes';

// Live status is not configuration, across processes (`--workers 2`, docs/protocol/one-truth.md): the streamer's
// status, written by the simulating process, keeps the instance's version; an instance-settings save kept and
// undone on the other process is refused only when someone changed the settings.

const simulating = (line: string): boolean => line.startsWith('info Simulation: running in this process');
const responseOf = (reply: Reply): Readonly<Record<string, unknown>> => reply.response as Record<string, unknown>;

describe('PostgreSQL mode: an instance’s live status across two processes (issue 32 §2, §4)', function () {
  this.timeout(180_000);
  const cluster = withStudioProcesses(2);

  const row = async (id: number): Promise<{ version: number; body: Record<string, unknown> }> => {
    const client = new Client({ connectionString: cluster().databaseUrl });
    await client.connect();
    try {
      const found = await client.query<{ version: number; body: Record<string, unknown> }>(
        'select version, body from instances where id = $1',
        [id],
      );
      if (!found.rows[0]) throw new Error(`no instance ${id}`);
      return found.rows[0];
    } finally {
      await client.end();
    }
  };

  const accountId = async (email: string): Promise<number> => {
    const client = new Client({ connectionString: cluster().databaseUrl });
    await client.connect();
    try {
      const found = await client.query<{ id: number }>(`select id from accounts where body->>'email' = $1`, [email]);
      if (!found.rows[0]) throw new Error(`no account ${email}`);
      return found.rows[0].id;
    } finally {
      await client.end();
    }
  };

  const pushOn = async (socket: Socket, topic: string, event: string, payload: object): Promise<Reply> => {
    const joined = await join(socket, topic, []);
    expect(joined.reply.status, `${topic}: ${JSON.stringify(joined.reply.response)}`).to.equal('ok');
    try {
      return await push(joined.channel, event, payload, 10_000);
    } finally {
      joined.channel.leave();
    }
  };

  it('a streamer started and stopped by the simulating process keeps the version: the undo on the other passes', async () => {
    const [a, b] = cluster().servers as [ServerProcess, ServerProcess];
    await Promise.race([a.line(simulating), b.line(simulating)]);
    const leader = a.lines.some(simulating) ? a : b;
    const other = leader === a ? b : a;
    const onOther = await cluster().connect(other, await loginAs(other.url, 'developer'));
    const onLeader = await cluster().connect(leader, await loginAs(leader.url, 'root'));

    const created = responseOf(
      await pushOn(onOther, 'instances:create', 'save', {
        instance: { title: 'cluster first', type: 'input', token: '', meta: {} },
      }),
    ).data as { id: number; version: number };
    const saved = responseOf(
      await pushOn(onOther, `instances:${created.id}`, 'save', {
        instance: { title: 'cluster mine', type: 'input', token: '', meta: {} },
        version: created.version,
      }),
    ).data as { version: number };

    const control = await join(onLeader, 'control', []);
    const command = async (type: string, state: string): Promise<void> => {
      for (const deadline = Date.now() + 30_000; ;) {
        // A new instance is known to the simulation within its 2 s re-read.
        const reply = await push(control.channel, 'instance', { type, instance: created.id }, 10_000);
        if (reply.status === 'ok') break;
        if (Date.now() > deadline) throw new Error(`${type}: ${JSON.stringify(reply.response)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      for (const deadline = Date.now() + 30_000; (await row(created.id)).body.streamer_state !== state;) {
        if (Date.now() > deadline) throw new Error(`${type} never reached the instance`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await command('start_streamer', 'running');
    await command('stop_streamer', 'stopped');
    expect((await row(created.id)).version, 'no new version for the status').to.equal(saved.version);

    const developerId = await accountId('developer@demo.local');
    const undo = await join(onOther, `undo:${developerId}`, []);
    const undone = await push(
      undo.channel,
      'undo',
      { kind: 'instances', id: String(created.id), version: saved.version },
      10_000,
    );
    expect(undone.status, JSON.stringify(undone.response)).to.equal('ok');
    const after = await row(created.id);
    expect(after.body).to.include({ title: 'cluster first', streamer_state: 'stopped' });
    expect(after.version).to.equal(saved.version + 1);
  });
});
