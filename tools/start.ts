import cluster from 'node:cluster';
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { ensureBundle } from './build/ensure-bundle';
import { confirmReset, processTerminal } from './reset-confirm';
import { runWorkers } from './start-workers';
import { startStudioServer, type SeedName } from '../server/main';

// `npm start`: build the console if stale, start the studio server, print where it is and how to log in,
// and shut down cleanly on SIGINT/SIGTERM (sockets closed, writes finished, database closed). With
// DATABASE_URL and `--workers N`, N server processes share the port (docs/deploy.md).

const usage =
  'usage: npm start -- [--data DIR] [--reset [--yes]] [--seed demo|empty] [--workers N] [--uploads DIR]\n' +
  '   --reset deletes the data folder first; it asks when the folder holds data (--yes: do not ask)\n' +
  '   (env PORT, HOST, WEBRTC_PORT, DATABASE_URL, UPLOADS_DIR)';

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'));

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: '.data' },
      reset: { type: 'boolean', default: false },
      yes: { type: 'boolean', default: false },
      seed: { type: 'string', default: 'demo' },
      workers: { type: 'string', default: '1' },
      uploads: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) return void console.log(usage);
  if (values.seed !== 'demo' && values.seed !== 'empty') throw new Error(`--seed must be demo or empty. ${usage}`);
  const port = Number(process.env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${process.env.PORT ?? ''}`);
  const host = process.env.HOST ?? '127.0.0.1';
  const webrtcPort = Number(process.env.WEBRTC_PORT ?? 8889);
  if (!Number.isInteger(webrtcPort) || webrtcPort < 0 || webrtcPort > 65535)
    throw new Error(`WEBRTC_PORT must be a port number, not ${process.env.WEBRTC_PORT ?? ''}`);

  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`--workers must be 1 to 64. ${usage}`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (workers > 1 && !databaseUrl)
    throw new Error('--workers needs DATABASE_URL: PGlite serves one process per data folder (docs/deploy.md).');

  if (cluster.isPrimary && values.reset && !databaseUrl) {
    if (!(await confirmReset(values.data, values.yes, processTerminal()))) {
      console.log(`Nothing deleted: ${values.data} is kept as it is.`);
      return;
    }
  }
  if (cluster.isPrimary) {
    const distDir = ensureBundle();
    if (workers > 1) return runWorkers(workers, { CONSOLE_DIST_READY: distDir });
  }
  // A worker of `--workers N`: the primary built the bundle; only the first worker prints the whole banner.
  const banner = cluster.isPrimary || cluster.worker?.id === 1;
  const server = await startStudioServer({
    dataDir: values.data,
    reset: values.reset,
    seed: values.seed as SeedName,
    host,
    port,
    webrtcPort,
    distDir: process.env.CONSOLE_DIST_READY ?? ensureBundle(),
    databaseUrl,
    uploadsDir: values.uploads ?? process.env.UPLOADS_DIR,
    whepWorkerAtStart: true,
  });
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: closing sockets, finishing writes, closing the database…`);
    server.close().then(
      () => {
        console.log('Stopped cleanly.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  if (!banner) return void console.log(`Worker ${process.pid} serving ${server.url}`);

  const anyAddress = host === '0.0.0.0' || host === '::';
  const url = anyAddress ? `http://localhost:${server.port} (listening on all interfaces)` : server.url;
  console.log(
    `\nStudio console: ${url}   (data: ${values.data}${server.seed.applied ? `, seeded: ${server.seed.applied}` : ''})`,
  );
  const firstAccounts = server.seed.created.filter((created) => !created.email.endsWith('@demo.local'));
  for (const account of firstAccounts) {
    console.log(`  first login: ${account.email}  password: ${account.password}  (shown once: keep it safe)`);
  }
  // Say plainly what an empty install needs first (README "A fresh install"): without channels no event can
  // be made. The password is changed under Settings → Profile.
  if (firstAccounts.length > 0) {
    console.log(
      '  Change this password under Settings → Profile. An empty install has no channel: create an input and an\n' +
        '  output under Channels before scheduling an event. Use --seed demo to try the console.',
    );
  }
  if (server.seed.demoAccounts.length > 0) {
    console.log('Demo accounts (password demo1234):');
    for (const account of server.seed.demoAccounts) console.log(`  ${account.email.padEnd(28)} ${account.type}`);
    if (!isLoopback(host)) {
      const line = '!'.repeat(78);
      console.warn(
        `\n${line}\n!! WARNING: listening on ${host}, reachable from other machines, while demo accounts with\n!! the published password demo1234 exist. Anyone who can reach this port can log in as root.\n!! Use HOST=127.0.0.1, or start a fresh data folder with --seed empty.\n${line}\n`,
      );
    }
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
