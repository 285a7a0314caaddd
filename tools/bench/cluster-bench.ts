import type { Channel } from 'phoenix';
import { join, push } from '../../test/integration/support/phoenix-client';
import { postgresBinaries, startPostgresCluster } from '../../test/integration/support/postgres-cluster';
import type { ServerProcess } from '../../test/integration/support/server-process';
import { loginAs } from '../../test/integration/support/studio';
import { startStudioProcesses, type StudioProcesses } from '../../test/integration/support/studio-processes';
import { measureTakeover, takeoverConsoles, type Takeover } from './cluster-takeover';

// `npm run bench -- --cluster-only` (issue 33 §2): two studio-server processes on one throwaway PostgreSQL, as
// `npm start -- --workers 2` runs them but each on a port of its own, so the bench knows which process a console
// talks to (test/integration/support/studio-processes.ts).
// - propagation: settings saved through one process, alternately A and B, timed from the push until the `update`
//   frame reaches a console joined to `settings:all` on the other;
// - takeover (cluster-takeover.ts): `kill -9` of the simulating process with consoles on both joined to an
//   instance's status topic; the time from the kill until every console received a status frame made after it,
//   in parts. The consoles of the killed process reconnect as the console does (its first reconnect delay,
//   reconnect-schedule.ts) to the survivor (under --workers the same port leads there). A fresh process replaces
//   the killed one each round.

export const propagationTargetMs = 100;
export const takeoverTargetMs = 2000;
const saves = 100;
const rounds = 3;
const round = (value: number): number => Math.round(value * 10) / 10;
const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

export interface ClusterResult {
  readonly rows: [string, string, string][];
  readonly figures: Record<string, number>;
  readonly targets: Record<string, boolean>;
}

interface Propagation {
  /** Push on one process until the frame on the other. */
  readonly latencies: number[];
  /** Push until the frame on a console of the same process (the save itself, no bus): what the bus adds is the rest. */
  readonly here: number[];
}

const measurePropagation = async (group: StudioProcesses): Promise<Propagation> => {
  const [a, b] = group.servers as [ServerProcess, ServerProcess];
  const token = await loginAs(a.url, 'root');
  const arrivals = new Map<string, number>();
  const arrivalsHere = new Map<string, number>();
  const editors: Channel[] = [];
  for (const server of [a, b]) {
    const socket = await group.connect(server, token);
    const list = await join(socket, 'settings:all', ['init']);
    list.channel.on('update', (payload: { data?: { name?: string } }) => {
      const name = payload.data?.name;
      // Each side's own saves reach its own list too: only the first arrival on the other side counts.
      if (name?.startsWith(`bench_${server === a ? 'b' : 'a'}_`)) arrivals.set(name, performance.now());
      else if (name) arrivalsHere.set(name, performance.now());
    });
    editors.push((await join(socket, 'settings:create', [])).channel);
  }
  const latencies: number[] = [];
  const here: number[] = [];
  for (let index = 0; index < saves; index += 1) {
    const from = index % 2 === 0 ? 'a' : 'b';
    const name = `bench_${from}_${index}`;
    const sent = performance.now();
    const saved = await push(editors[from === 'a' ? 0 : 1] as Channel, 'save', {
      setting: { name, title: `Bench ${index}`, type: 'event_form', value: { fields: [] } },
    });
    if (saved.status !== 'ok') throw new Error(`cluster bench: save ${name} ${JSON.stringify(saved.response)}`);
    for (const deadline = Date.now() + 10_000; !arrivals.has(name); await new Promise((r) => setTimeout(r, 1)))
      if (Date.now() > deadline) throw new Error(`cluster bench: ${name} never reached the other process`);
    latencies.push((arrivals.get(name) as number) - sent);
    here.push((arrivalsHere.get(name) ?? Number.NaN) - sent);
  }
  await group.disconnectAll();
  return { latencies, here };
};

export const measureCluster = async (log: (text: string) => void): Promise<ClusterResult> => {
  const bin = postgresBinaries();
  if (!bin) throw new Error('--cluster-only needs PostgreSQL: no initdb/pg_ctl under /usr/lib/postgresql/*/bin');
  const postgres = await startPostgresCluster(bin);
  let group: StudioProcesses | undefined;
  try {
    group = await startStudioProcesses(await postgres.createDatabase('bench'), 2);
    log(`  two studio-server processes on PostgreSQL (${bin})`);
    const propagation = await measurePropagation(group);
    const latencies = propagation.latencies.sort((x, y) => x - y);
    const here = propagation.here.sort((x, y) => x - y);
    const takeovers: Takeover[] = [];
    for (let index = 0; index < rounds; index += 1) {
      const takeover = await measureTakeover(group);
      const parts = takeover.slowestReturn;
      log(
        `  kill -9 ${index + 1}: lock taken over in ${round(takeover.lockMs)} ms; the survivor's consoles fresh in ${round(takeover.survivorConsolesMs)} ms, every console in ${round(takeover.everyConsoleMs)} ms = the slowest returning console's close ${round(parts.closeMs)} + reconnect delay ${round(parts.delayMs)} + connect ${round(parts.connectMs)} + join ${round(parts.joinMs)} + first status ${round(parts.statusMs)} ms`,
      );
      takeovers.push(takeover);
    }
    const slowest = takeovers.reduce((worst, each) => (each.everyConsoleMs > worst.everyConsoleMs ? each : worst));
    const p99 = round(percentile(latencies, 0.99));
    const takeoverMs = round(Math.max(...takeovers.map((takeover) => takeover.everyConsoleMs)));
    const lockMs = round(Math.max(...takeovers.map((takeover) => takeover.lockMs)));
    const survivorMs = round(Math.max(...takeovers.map((takeover) => takeover.survivorConsolesMs)));
    const figures = {
      clusterSaves: latencies.length,
      clusterPropagationP50Ms: round(percentile(latencies, 0.5)),
      clusterPropagationP99Ms: p99,
      clusterPropagationMaxMs: round(latencies.at(-1) ?? Number.NaN),
      clusterSameProcessP50Ms: round(percentile(here, 0.5)),
      clusterSameProcessP99Ms: round(percentile(here, 0.99)),
      clusterTakeoverRounds: rounds,
      clusterTakeoverConsoles: takeoverConsoles,
      clusterTakeoverMs: takeoverMs,
      clusterTakeoverLockMs: lockMs,
      clusterTakeoverSurvivorConsolesMs: survivorMs,
      // The slowest kill's slowest returning console, in parts (they add up to clusterTakeoverMs).
      clusterTakeoverCloseMs: round(slowest.slowestReturn.closeMs),
      clusterTakeoverReconnectDelayMs: round(slowest.slowestReturn.delayMs),
      clusterTakeoverConnectMs: round(slowest.slowestReturn.connectMs),
      clusterTakeoverJoinMs: round(slowest.slowestReturn.joinMs),
      clusterTakeoverFirstStatusMs: round(slowest.slowestReturn.statusMs),
    };
    const targets = {
      clusterPropagationP99Within100Ms: p99 <= propagationTargetMs,
      clusterTakeoverWithin2s: takeoverMs <= takeoverTargetMs,
    };
    const mark = (ok: boolean): string => (ok ? '✓' : '✗');
    return {
      figures,
      targets,
      rows: [
        [
          'cluster: save → other process',
          `p50 ${figures.clusterPropagationP50Ms} / p99 ${p99} ms`,
          `${saves} saves alternately through A and B, max ${figures.clusterPropagationMaxMs} ms (on the saving process itself p50 ${figures.clusterSameProcessP50Ms} / p99 ${figures.clusterSameProcessP99Ms} ms); p99 target ≤ ${propagationTargetMs} ms ${mark(targets.clusterPropagationP99Within100Ms)}`,
        ],
        [
          'cluster: kill -9 takeover',
          `${takeoverMs} ms`,
          `worst of ${rounds} kills until all ${takeoverConsoles} consoles had a fresh status (lock taken over within ${lockMs} ms, the survivor's own consoles within ${survivorMs} ms); target ≤ ${takeoverTargetMs} ms ${mark(targets.clusterTakeoverWithin2s)}`,
        ],
      ],
    };
  } finally {
    await group?.stopAll();
    await postgres.stop();
  }
};
