import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { startStudioServer, type StudioServer } from '../../server/main';
import { insertRows } from '../../server/seed/bulk-insert';
import { demoUuid } from '../../server/seed/demo-ids';
import { simulationOf } from '../../server/simulation';

// `npm run bench` section "Studio server fan-out" (issue 3): N consoles joined to `control` and 100
// `instances:status:{id}` topics; each simulation tick sends every console 4 control frames and 100 status
// frames. Latency = arrival at the console − start of the tick (the server's send time of the whole tick).

export const fanoutConsoles = [50, 100, 200] as const;
const statusTopics = 100;
const warmupTicks = 2;
const measuredTicks = 8;
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (message: string, error?: unknown) => console.error(message, error),
};

interface WorkerReply {
  readonly type: string;
  readonly values?: Float64Array;
  readonly error?: string;
}

const ask = (worker: Worker, message: object, answer: string): Promise<WorkerReply> =>
  new Promise((resolve, reject) => {
    const listen = (reply: WorkerReply): void => {
      if (reply.type !== answer && reply.type !== 'failed') return;
      worker.off('message', listen);
      if (reply.type === 'failed') reject(new Error(reply.error));
      else resolve(reply);
    };
    worker.on('message', listen);
    worker.postMessage(message);
  });

const percentile = (sorted: Float64Array, share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
const round = (value: number): number => Math.round(value * 10) / 10;

/** Tops the demo's instances up to `count` online ones (set-based, like the seed) and returns their ids. */
const statusInstances = async (server: StudioServer, count: number): Promise<number[]> => {
  const { store } = server.services;
  const simulation = simulationOf(server.services);
  const online = async () => {
    simulation.world.invalidate();
    const world = await simulation.world.read(simulation.now());
    return world.instances
      .filter((instance) => instance.active && !world.offline.has(instance.id))
      .map((instance) => instance.id);
  };
  const missing = count - (await online()).length;
  const rows = Array.from({ length: Math.max(0, missing) }, (_, index) => ({
    uuid: demoUuid(`bench:instance:${index}`),
    body: {
      title: `Bench streamer ${index + 1}`,
      type: 'input',
      token: `bench-${index}`,
      meta: { ip: `10.9.${index >> 8}.${index & 255}`, version: 'v1.14.2' },
      streamer_state: 'running',
      streamer_version: 'v1.14.2',
    },
  }));
  await store.db.write((tx) => insertRows(tx, 'instances', rows));
  return (await online()).slice(0, count);
};

export interface FanoutResult {
  readonly rows: [string, string, string][];
  readonly figures: Record<string, number>;
  readonly withinTick: boolean;
}

export const measureServerFanout = async (log: (text: string) => void): Promise<FanoutResult> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
  const server = await startStudioServer({ dataDir, port: 0, seed: 'demo', log: quiet });
  const simulation = simulationOf(server.services);
  simulation.pause();
  const tickStart = new SharedArrayBuffer(8);
  const counter = new SharedArrayBuffer(4);
  let worker: Worker | undefined;
  try {
    const ids = await statusInstances(server, statusTopics);
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { result: string }).result;
    const address = `${server.socketUrl}/websocket?${new URLSearchParams({ vsn: '2.0.0', token, version: '19.09.2023' }).toString()}`;
    const topics = ['control', ...ids.map((id) => `instances:status:${id}`)];
    worker = new Worker(`require(${JSON.stringify(path.join(__dirname, 'server-fanout-clients.ts'))})`, {
      eval: true,
      workerData: { address, topics, tickStart, counter },
    });
    const started = new Float64Array(tickStart);
    const received = new Int32Array(counter);
    const figures: Record<string, number> = {
      fanoutStatusTopics: ids.length,
      fanoutFramesPerConsoleTick: 4 + ids.length,
    };
    const rows: [string, string, string][] = [];
    let withinTick = true;
    for (const consoles of fanoutConsoles) {
      const joining = performance.now();
      await ask(worker, { type: 'grow', count: consoles }, 'grown');
      log(
        `  ${consoles} consoles joined ${topics.length} topics each in ${Math.round(performance.now() - joining)} ms`,
      );
      const expected = consoles * (4 + ids.length);
      for (let tick = 0; tick < warmupTicks + measuredTicks; tick += 1) {
        if (tick === warmupTicks) await ask(worker, { type: 'report' }, 'latencies');
        const before = Atomics.load(received, 0);
        started[0] = performance.timeOrigin + performance.now();
        await simulation.tick(simulation.now() + 1000);
        const deadline = Date.now() + 15_000;
        while (Atomics.load(received, 0) - before < expected) {
          if (Date.now() > deadline)
            throw new Error(`fan-out: ${Atomics.load(received, 0) - before} of ${expected} frames arrived`);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      }
      const values = ((await ask(worker, { type: 'report' }, 'latencies')).values ?? new Float64Array()).sort();
      const p50 = round(percentile(values, 0.5));
      const p99 = round(percentile(values, 0.99));
      const max = round(values[values.length - 1] ?? Number.NaN);
      Object.assign(figures, {
        [`fanout${consoles}P50Ms`]: p50,
        [`fanout${consoles}P99Ms`]: p99,
        [`fanout${consoles}MaxMs`]: max,
        [`fanout${consoles}FramesPerTick`]: expected,
      });
      withinTick &&= p99 <= 1000;
      const mark = p99 <= 1000 ? '✓' : '✗';
      rows.push([
        `server fan-out, ${consoles} consoles`,
        `p50 ${p50} / p99 ${p99} ms`,
        `${expected.toLocaleString('en')} frames a tick, max ${max} ms; p99 target ≤ 1000 ms (one tick) ${mark}`,
      ]);
    }
    return { rows, figures, withinTick };
  } finally {
    if (worker) {
      await ask(worker, { type: 'close' }, 'closed').catch(() => undefined);
      await worker.terminate();
    }
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
