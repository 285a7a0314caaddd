import cluster, { type Worker } from 'node:cluster';

// `npm start -- --workers N` (docs/deploy.md): the primary process forks N studio-server workers that share the
// HTTP and WHEP ports (node:cluster hands connections out round robin), restarts a worker that dies, and on
// SIGINT/SIGTERM asks every worker to stop cleanly and exits when they have.

/** A worker that dies within this of starting is not restarted at once (a crash loop would spin the machine). */
const restartBackoffMs = 2_000;

export const runWorkers = (count: number, env: Readonly<Record<string, string>>): void => {
  let stopping = false;
  const started = new Map<Worker, number>();
  const fork = (): void => {
    started.set(cluster.fork(env), Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    console.warn(`Worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(fork, Math.max(0, restartBackoffMs - (Date.now() - since)));
  });
  for (let index = 0; index < count; index += 1) fork();
  console.log(`Studio server: ${count} worker processes on one port (primary ${process.pid}).`);

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping ${started.size} workers…`);
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
};
