import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { topicName } from '../../src/application/ports';
import { loginTopics } from '../../src/application/sign-in/login-topics';
import { startStudioServer, type StudioServer } from '../../server/main';
import { insertRows } from '../../server/seed/bulk-insert';
import { demoUuid } from '../../server/seed/demo-ids';
import { simulationOf } from '../../server/simulation';
import { FanoutConsoles, type TickFigures } from './server-fanout-consoles';

// `npm run bench` section "Studio server fan-out" (issues 3, 19 and 33): consoles in worker threads join topics of
// the studio server; each simulation tick sends every console 4 control frames and one status frame per joined
// instance. Latency = arrival at the console − start of the tick (the server's send time of the whole tick).
// Two loads: the stress load (control + 100 instances:status topics per console, at 50, 100 and 200 consoles)
// and a realistic one (200 consoles on the 13 login topics, events:all, control and 3 status topics), the
// latter also with one console that stops reading; then 1,000 fresh consoles of the realistic mix (issue 33 §2).

export const fanoutConsoles = [50, 100, 200] as const;
const realisticConsoles = 200;
/** Issue 33 §2: one process serves a floor of consoles, a tick's p99 ≤ 100 ms. */
export const floorConsoles = 1000;
export const floorP99TargetMs = 100;
const statusTopics = 100;
const realisticStatusTopics = 3;
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: (message: string, error?: unknown) => console.error(message, error),
};

/** Tops the demo's instances up to `count` online ones (set-based, like the seed) and returns their ids. */
export const statusInstances = async (server: StudioServer, count: number): Promise<number[]> => {
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
  /**
   * `fanoutP99WithinTick`: every stress p99 within the tick; `fanoutRealisticP99Within50Ms`: the realistic load's
   * p99 (every console reading); `fanout1000RealisticP99Within100Ms`: the realistic mix at 1,000 consoles.
   */
  readonly targets: Record<string, boolean>;
}

/** The consoles' worker threads: one per core, at least two, so their parsing is not what limits delivery. */
export const defaultConsoleThreads = (): number => Math.max(2, availableParallelism());

const signIn = async (server: StudioServer): Promise<string> => {
  const login = await fetch(`${server.url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
  });
  return ((await login.json()) as { result: string }).result;
};

const summary = (figures: TickFigures): string =>
  `${figures.framesPerTick.toLocaleString('en')} frames a tick, max ${figures.max} ms, ${figures.framesPerSecond.toLocaleString('en')} frames/s delivered, server tick ${figures.serverTickMs} ms`;

const keyed = (prefix: string, figures: TickFigures): Record<string, number> => ({
  [`${prefix}P50Ms`]: figures.p50,
  [`${prefix}P99Ms`]: figures.p99,
  [`${prefix}MaxMs`]: figures.max,
  [`${prefix}FramesPerTick`]: figures.framesPerTick,
  [`${prefix}FramesPerSecond`]: figures.framesPerSecond,
  [`${prefix}ServerTickMs`]: figures.serverTickMs,
});

export const measureServerFanout = async (
  log: (text: string) => void,
  threads = defaultConsoleThreads(),
): Promise<FanoutResult> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-bench-'));
  const server = await startStudioServer({ dataDir, port: 0, seed: 'demo', log: quiet });
  const simulation = simulationOf(server.services);
  simulation.pause();
  let consoles: FanoutConsoles | undefined;
  try {
    const ids = await statusInstances(server, statusTopics);
    const token = await signIn(server);
    const address = `${server.socketUrl}/websocket?${new URLSearchParams({ vsn: '2.0.0', token, version: '19.09.2023' }).toString()}`;
    const figures: Record<string, number> = {
      fanoutConsoleThreads: threads,
      fanoutStatusTopics: ids.length,
      fanoutFramesPerConsoleTick: 4 + ids.length,
    };
    const rows: [string, string, string][] = [];
    let withinTick = true;

    consoles = new FanoutConsoles(
      address,
      ['control', ...ids.map((id) => `instances:status:${id}`)],
      simulation,
      threads,
    );
    for (const count of fanoutConsoles) {
      const joining = performance.now();
      await consoles.grow(count);
      log(`  ${count} consoles joined ${1 + ids.length} topics each in ${Math.round(performance.now() - joining)} ms`);
      const measured = await consoles.measure(count * (4 + ids.length));
      Object.assign(figures, keyed(`fanout${count}`, measured));
      withinTick &&= measured.p99 <= 1000;
      rows.push([
        `server fan-out, ${count} consoles × ${1 + ids.length} topics`,
        `p50 ${measured.p50} / p99 ${measured.p99} ms`,
        `${summary(measured)}; p99 target ≤ 1000 ms (one tick) ${measured.p99 <= 1000 ? '✓' : '✗'}`,
      ]);
    }
    await consoles.close();

    const realisticTopics = [
      ...loginTopics(token).map(topicName),
      'events:all',
      ...ids.slice(0, realisticStatusTopics).map((id) => `instances:status:${id}`),
    ];
    consoles = new FanoutConsoles(address, realisticTopics, simulation, threads);
    const joining = performance.now();
    await consoles.grow(realisticConsoles);
    log(
      `  ${realisticConsoles} consoles joined ${realisticTopics.length} topics each (login topics, events:all, 3 statuses) in ${Math.round(performance.now() - joining)} ms`,
    );
    const perConsole = 4 + realisticStatusTopics;
    const realistic = await consoles.measure(realisticConsoles * perConsole);
    Object.assign(figures, keyed('fanoutRealistic', realistic));
    const realisticWithin50Ms = realistic.p99 <= 50;
    rows.push([
      `server fan-out, realistic (${realisticConsoles} consoles × ${realisticTopics.length} topics)`,
      `p50 ${realistic.p50} / p99 ${realistic.p99} ms`,
      `${summary(realistic)}; p99 target ≤ 50 ms ${realisticWithin50Ms ? '✓' : '✗'}`,
    ]);
    await consoles.stopReading(0);
    const slow = await consoles.measure((realisticConsoles - 1) * perConsole);
    Object.assign(figures, keyed('fanoutSlowConsumer', slow));
    rows.push([
      'the same, one console not reading',
      `p50 ${slow.p50} / p99 ${slow.p99} ms`,
      `the other ${realisticConsoles - 1}: ${summary(slow)}`,
    ]);
    await consoles.close();

    consoles = new FanoutConsoles(address, realisticTopics, simulation, threads);
    const floorJoining = performance.now();
    await consoles.grow(floorConsoles);
    log(
      `  ${floorConsoles} consoles joined ${realisticTopics.length} topics each in ${Math.round(performance.now() - floorJoining)} ms`,
    );
    const floor = await consoles.measure(floorConsoles * perConsole);
    Object.assign(figures, keyed(`fanout${floorConsoles}Realistic`, floor));
    const floorWithinTarget = floor.p99 <= floorP99TargetMs;
    rows.push([
      `server fan-out, realistic, ${floorConsoles} consoles`,
      `p50 ${floor.p50} / p99 ${floor.p99} ms`,
      `${summary(floor)}; p99 target ≤ ${floorP99TargetMs} ms ${floorWithinTarget ? '✓' : '✗'}`,
    ]);
    return {
      rows,
      figures,
      targets: {
        fanoutP99WithinTick: withinTick,
        fanoutRealisticP99Within50Ms: realisticWithin50Ms,
        fanout1000RealisticP99Within100Ms: floorWithinTarget,
      },
    };
  } finally {
    await consoles?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
