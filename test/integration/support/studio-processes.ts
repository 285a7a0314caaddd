import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'phoenix';
import { connect, disconnect } from './phoenix-client';
import { withPostgresCluster } from './postgres-suite';
import { startServerProcess, type ServerProcess } from './server-process';

// Several studio-server processes on one PostgreSQL database (docs/deploy.md), as `npm start -- --workers N` runs
// them but each on a port of its own, so a test or bench picks the process a console talks to. Every process
// gets a data folder of its own and the group's one uploads folder (the files every process serves).
//
//   const cluster = withStudioProcesses(2);          // in a describe block: started before, stopped after
//   const [a, b] = cluster().servers;
//   const socket = await cluster().connect(b, token); // disconnected after the test
//   const c = await cluster().start();                // one more, on the same database
//
// Benches (outside mocha) use `startStudioProcesses(databaseUrl, count)` and `stopAll()` themselves.

export interface StudioProcesses {
  readonly databaseUrl: string;
  /** Every process started, in the order they were (the first `count` started together). */
  readonly servers: readonly ServerProcess[];
  /** One more process on the same database; resolves once it listens. */
  start(): Promise<ServerProcess>;
  /** A socket to one of the processes; `withStudioProcesses` disconnects it after the test. */
  connect(server: ServerProcess, token: string): Promise<Socket>;
  /** Disconnects the sockets opened through `connect`. */
  disconnectAll(): Promise<void>;
  /** Stops every process still running (SIGTERM) and removes the folders. */
  stopAll(): Promise<void>;
}

/** Starts `count` processes at once on `databaseUrl` (an empty database: the schema lock lets one migrate it). */
export const startStudioProcesses = async (databaseUrl: string, count: number): Promise<StudioProcesses> => {
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  const sockets: Socket[] = [];
  const folder = async (name: string): Promise<string> => {
    const made = await mkdtemp(path.join(tmpdir(), `studio-${name}-`));
    folders.push(made);
    return made;
  };
  const uploads = await folder('uploads');
  const group: StudioProcesses = {
    databaseUrl,
    servers,
    start: async () => {
      const env = { DATABASE_URL: databaseUrl, STUDIO_DATA: await folder('process'), UPLOADS_DIR: uploads };
      const server = await startServerProcess(env);
      servers.push(server);
      return server;
    },
    connect: async (server, token) => {
      const socket = await connect(server.socketUrl, token, 10_000);
      sockets.push(socket);
      return socket;
    },
    disconnectAll: async () => {
      await Promise.all(sockets.splice(0).map(disconnect));
    },
    stopAll: async () => {
      await group.disconnectAll();
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
    },
  };
  try {
    await Promise.all(Array.from({ length: count }, () => group.start()));
  } catch (error) {
    await group.stopAll();
    throw error;
  }
  return group;
};

/**
 * Mocha hooks of a describe block: a throwaway PostgreSQL cluster (skipped, saying why, without PostgreSQL), one
 * database in it, `count` processes started before the block's tests and stopped after them; sockets opened
 * through `connect` are disconnected after each test.
 */
export const withStudioProcesses = (count: number, database = 'studio'): (() => StudioProcesses) => {
  let group: StudioProcesses | undefined;
  afterEach(async () => group?.disconnectAll());
  // Registered before the cluster's own `after`, so the processes stop before the PostgreSQL server does.
  after(async () => group?.stopAll());
  const cluster = withPostgresCluster();
  before(async function () {
    this.timeout(120_000);
    group = await startStudioProcesses(await cluster().createDatabase(database), count);
  });
  return () => {
    if (!group) throw new Error('the studio processes are not started (read them inside a hook or test)');
    return group;
  };
};
