import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { Client } from 'pg';
import { channelUuid } from '../../../server/seed/demo-channels';
import { join, push, waitFor, type Joined } from '../support/phoenix-client';
import type { ServerProcess } from '../support/server-process';
import { loginAs } from '../support/studio';
import { withStudioProcesses } from '../support/studio-processes';

// Two studio-server processes on one PostgreSQL (docs/deploy.md): sessions valid on both, changes made through
// one reaching consoles joined on the other, and the simulation on exactly one of them, moving when it dies.

const simulating = (line: string): boolean => line.startsWith('info Simulation: running in this process');
const authorized = (token: string): RequestInit => ({ headers: { authorization: token } });

describe('PostgreSQL mode: two studio-server processes (issue 19 §3)', function () {
  this.timeout(120_000);
  // Both start at once against an empty database: the schema lock lets one migrate and seed it.
  const cluster = withStudioProcesses(2);
  let a: ServerProcess;
  let b: ServerProcess;
  let databaseUrl = '';
  before(() => {
    [a, b] = cluster().servers as [ServerProcess, ServerProcess];
    databaseUrl = cluster().databaseUrl;
  });

  /** The transcoder instance bound to a channel, once the simulation has bound it (within 15 s). */
  const boundTranscoder = async (channel: string): Promise<Record<string, unknown>> => {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
        const found = await client.query<{ body: Record<string, unknown> }>(
          `select body from instances where body->'meta'->>'channel' = $1 and body->>'type' = 'transcoder'`,
          [channel],
        );
        if (found.rows[0]) return found.rows[0].body;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no transcoder was bound to ${channel}`);
    } finally {
      await client.end();
    }
  };

  const open = (server: ServerProcess, token: string): Promise<Socket> => cluster().connect(server, token);

  it('accepts on B the session made on A, and ends B’s sockets when it is logged out on A', async () => {
    const token = await loginAs(a.url, 'user');
    expect((await fetch(`${b.url}/api/v1/verify`, authorized(token))).status).to.equal(200);
    const socket = await open(b, token);
    const closed = new Promise<void>((resolve) => socket.onClose(() => resolve()));
    expect((await fetch(`${a.url}/api/v1/logout`, authorized(token))).status).to.equal(200);
    await closed;
    expect((await fetch(`${b.url}/api/v1/verify`, authorized(token))).status).to.equal(401);
  });

  it('delivers a change made through A to a console joined on B: a per-subscriber list update and the audit row', async () => {
    const token = await loginAs(a.url, 'root');
    const onB = await open(b, token);
    const list = await join(onB, 'settings:all', ['init', 'update', 'delete']);
    const audit = await join(onB, 'audit:all', ['init', 'append']);
    expect(list.reply.status).to.equal('ok');
    expect(audit.reply.status).to.equal('ok');

    const onA = await open(a, token);
    const editor = await join(onA, 'settings:create');
    const sent = Date.now();
    const saved = await push(editor.channel, 'save', {
      setting: { name: 'cluster_check', title: 'Cluster check', type: 'event_form', value: { fields: [] } },
    });
    expect(saved.status).to.equal('ok');
    const [update] = await waitFor(list, 'update', 1, 10_000);
    const latencyMs = Date.now() - sent;
    expect(update).to.deep.equal({ data: (saved.response as { data: unknown }).data });
    const rows = (await waitFor(audit, 'append', 1, 10_000)) as { event: string; topic: string }[];
    expect(rows.map((row) => `${row.topic} ${row.event}`)).to.include('settings:create save');
    // The figure docs/performance.md quotes (push on A to frame on B, reply included); not an assertion.
    console.log(`      (cross-process delivery: ${latencyMs} ms from push to the frame on B)`);
  });

  it('delivers an import batch saved through A to a console on B as one update_batch frame (entity-creations)', async () => {
    const token = await loginAs(a.url, 'root');
    const onA = await open(a, token);
    const dataOf = (reply: { response: unknown }): { id: number } => (reply.response as { data: { id: number } }).data;
    const listType = await push((await join(onA, 'cms:list_type:create')).channel, 'save', {
      list_type: { name: 'Cluster batch', fields: [{ name: 'name', type: 'text' }] },
    });
    const list = await push((await join(onA, 'cms:list:create')).channel, 'save', {
      list: { name: 'Cluster batch', cms_list_type_id: dataOf(listType).id },
    });
    const topic = `cms:list_datas:${dataOf(list).id}`;
    const onB = await join(await open(b, token), topic, ['init', 'update', 'update_batch']);
    expect(onB.reply.status).to.equal('ok');
    const drafts = ['Ilves', 'Lukko'].map((name) => ({
      cms_list_id: dataOf(list).id,
      state: 'active',
      data: { name },
    }));
    const saved = await push((await join(onA, topic)).channel, 'save_batch', { list_data: drafts });
    expect(saved.status, JSON.stringify(saved.response)).to.equal('ok');
    const [frame] = (await waitFor(onB, 'update_batch', 1, 10_000)) as { data: { id: number }[] }[];
    expect(frame?.data.map((item) => item.id)).to.deep.equal((saved.response as { data: { ids: number[] } }).data.ids);
    expect(onB.received.get('update') ?? []).to.have.length(0);
  });

  it('runs the simulation in exactly one process, and moves it to the other when that one is killed', async () => {
    await Promise.race([a.line(simulating), b.line(simulating)]);
    const leaders = [a, b].filter((server) => server.lines.some(simulating));
    expect(leaders).to.have.length(1);
    const [leader] = leaders as [ServerProcess];
    const survivor = leader === a ? b : a;

    // A control console on the process that does not simulate receives the ticks of the one that does, and its
    // commands run there: the transcoder is bound by the simulating process's job 2–3 s later.
    const token = await loginAs(survivor.url, 'admin');
    const control: Joined = await join(await open(survivor, token), 'control', ['timestamp']);
    const before = (await waitFor(control, 'timestamp', 2, 10_000)).length;
    const channel = channelUuid('arena_b_cam1');
    expect((await push(control.channel, 'transcoder', { type: 'start', channel })).status).to.equal('ok');
    expect((await push(control.channel, 'transcoder', { type: 'start', channel })).response).to.include({
      reason: 'already_running',
    });
    expect(await boundTranscoder(channel)).to.include({ streamer_state: 'running' });

    const killedAt = Math.floor(Date.now() / 1000);
    leader.child.kill('SIGKILL');
    await survivor.line(simulating);
    // Ticks counted from the takeover on can only come from the survivor's own simulation.
    const atTakeover = control.received.get('timestamp')?.length ?? before;
    const ticks = (await waitFor(control, 'timestamp', atTakeover + 2, 15_000)) as { timestamp: number }[];
    expect(ticks.at(-1)?.timestamp).to.be.at.least(killedAt);
    expect(survivor.lines.filter((line) => line.startsWith('error '))).to.deep.equal([]);
  });
});
