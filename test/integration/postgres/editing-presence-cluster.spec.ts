import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Socket } from 'phoenix';
import { connect, disconnect, join, type Joined } from '../support/phoenix-client';
import { eventually } from '../support/real-console';
import { loginAs } from '../support/studio';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { withPostgresCluster } from '../support/postgres-suite';

type Presences = Record<string, { metas: { name: string }[] }>;

const namesIn = (presences: Presences): string[] =>
  Object.values(presences).flatMap((entry) => entry.metas.map((meta) => meta.name));

// Issue 32 §1 with PostgreSQL and two studio-server processes (docs/protocol/editing.md "Several processes"): a
// console sees who edits the item on every process, the ones that came before it included, and loses the
// consoles of a process that dies.
describe('editing presence across two processes on one PostgreSQL (issue 32 §1)', function () {
  this.timeout(240_000);
  const folders: string[] = [];
  const processes: ServerProcess[] = [];
  const sockets: Socket[] = [];
  const joins: Joined[] = [];
  let client: Client | undefined;
  let first: ServerProcess;
  let second: ServerProcess;
  let topic = '';
  afterEach(async () => {
    for (const joined of joins.splice(0)) joined.channel.leave();
    await Promise.all(sockets.splice(0).map((socket) => disconnect(socket)));
  });
  after(async () => {
    await client?.end();
    await Promise.all(processes.map((server) => server.stop()));
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const cluster = withPostgresCluster();
  before(async () => {
    const databaseUrl = await cluster().createDatabase('editing_presence');
    const uploads = mkdtempSync(path.join(tmpdir(), 'studio-uploads-'));
    folders.push(uploads);
    const start = async (): Promise<ServerProcess> => {
      const data = mkdtempSync(path.join(tmpdir(), 'studio-presence-'));
      folders.push(data);
      const server = await startServerProcess({ DATABASE_URL: databaseUrl, STUDIO_DATA: data, UPLOADS_DIR: uploads });
      processes.push(server);
      return server;
    };
    [first, second] = await Promise.all([start(), start()]);
    client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const group = await client.query<{ id: number }>('select id from groups order by id limit 1');
    topic = `editing:groups:${group.rows[0]?.id}`;
  });

  const openOn = async (server: ServerProcess, type: string): Promise<Joined> => {
    const socket = await connect(server.socketUrl, await loginAs(server.url, type), 10_000);
    sockets.push(socket);
    const joined = await join(socket, topic, ['presence_state', 'presence_diff']);
    joins.push(joined);
    expect(joined.reply.status, JSON.stringify(joined.reply.response)).to.equal('ok');
    return joined;
  };

  it('names the editors of every process, the earlier ones too, and drops those of a process that died', async () => {
    const anna = await openOn(first, 'admin');
    await eventually(() => (anna.received.get('presence_state') ?? []).length > 0, "the first console's state");

    // The second console joins on the other process: its state names the console that came before it there.
    const ben = await openOn(second, 'root');
    await eventually(() => (ben.received.get('presence_state') ?? []).length > 0, "the second console's state");
    const [state] = ben.received.get('presence_state') as Presences[];
    expect(namesIn(state ?? {})).to.include('Demo admin');
    // The first one hears of the second (a plain broadcast across the processes).
    await eventually(
      () =>
        (anna.received.get('presence_diff') ?? []).some((diff) =>
          namesIn((diff as { joins: Presences }).joins).includes('Demo root'),
        ),
      'the second console in the first one’s diffs',
      15_000,
    );

    // The first process dies without a word: the second console loses the first one's editor.
    first.child.kill('SIGKILL');
    await eventually(
      () =>
        (ben.received.get('presence_diff') ?? []).some((diff) =>
          namesIn((diff as { leaves: Presences }).leaves).includes('Demo admin'),
        ),
      "the dead process's editor leaving",
      15_000,
    );
    // A console joining now is not told of it either.
    const carl = await openOn(second, 'developer');
    await eventually(() => (carl.received.get('presence_state') ?? []).length > 0, "the third console's state");
    const [later] = carl.received.get('presence_state') as Presences[];
    expect(namesIn(later ?? {}))
      .to.include('Demo root')
      .and.not.include('Demo admin');
  });
});
