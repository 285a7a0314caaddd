import { createInterface } from 'node:readline';
import { startStudioServer, type StudioServer } from '../../../server/main';
import { simulationOf } from '../../../server/simulation';

// A studio-server process that loads its code, prints `standby`, and opens its data folder only when told `go`
// on stdin: the chaos test (test/integration/chaos/) keeps the next one warm while the current one serves, so a
// restart costs the server's start on its data, not the compile of its code. Env: STUDIO_DATA, PORT. Prints
// `ready {url}` once it listens, and stops cleanly on SIGTERM (writes in flight finish, as `npm start` does).
// The simulation is paused: nothing but the consoles' commands changes the data.

let server: StudioServer | undefined;
let stopping = false;

const log = {
  info: () => undefined,
  warn: (message: string) => console.log(`warn ${message}`),
  error: (message: string, error?: unknown) =>
    console.log(`error ${message} ${error instanceof Error ? error.stack : String(error ?? '')}`),
};

const start = async (): Promise<void> => {
  server = await startStudioServer({
    dataDir: process.env.STUDIO_DATA ?? '',
    port: Number(process.env.PORT),
    webrtcPort: 0,
    host: '127.0.0.1',
    distDir: '/nonexistent-console-bundle',
    log,
  });
  simulationOf(server.services).pause();
  console.log(`ready ${server.url}`);
};

process.once('SIGTERM', () => {
  stopping = true;
  if (!server) process.exit(0);
  void server.close().then(() => process.exit(0));
});

const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (line !== 'go' || server || stopping) return;
  input.close();
  start().catch((error: unknown) => {
    console.log(`error start ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  });
});
console.log('standby');
