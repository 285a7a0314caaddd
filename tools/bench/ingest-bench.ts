import { createReadStream } from 'node:fs';
import { produce } from 'immer';
import { BehaviorSubject, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import { ProjectionStore } from '../../src/application/store';
import type { LogEntry } from '../../src/domain/log';
import {
  initialRootState,
  registeredProjections,
  featureProjections,
  registerProjections,
  type RootState,
} from '../../src/domain/state';

// The bench folds every projection, as the signed-in console does.
registerProjections(featureProjections);
import { decodeEntryLine, LineSplitter } from '../../src/infrastructure/recording';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { FileEntrySource } from './file-entry-source';
import type { SyntheticRecording } from './synthetic-recording';

/** Views subscribed while ingesting: a busy console has dozens of selectors watching the state. */
const subscribers = 40;
/** Entries between checkpoints: with superseded snapshots skipped on seek, refolding this many stays cheap. */
const checkpointEvery = 4096;
/** Frames folded per store flush: what arrives between two turns of the event loop on a busy socket. */
const burst = 256;

const lines = async function* (file: string, limit: number): AsyncGenerator<string> {
  const splitter = new LineSplitter();
  let count = 0;
  for await (const chunk of createReadStream(file, {
    encoding: 'utf8',
    highWaterMark: 1 << 20,
  }) as AsyncIterable<string>) {
    for (const { line, number } of splitter.push(chunk)) {
      if (number === 1) continue; // the header
      if (count++ >= limit) return;
      yield line;
    }
  }
};

const seconds = (start: bigint): number => Number(process.hrtime.bigint() - start) / 1e9;

/** CPU seconds (user and system, every thread of the process: the collector's helpers too) since `start`. */
const cpuSeconds = (start: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};

export interface Throughput {
  readonly entries: number;
  readonly seconds: number;
  readonly perSecond: number;
  /**
   * Entries per CPU second of the process: on a machine shared with other work, wall time moves with the load
   * far more than CPU time does, so an A/B of two builds compares these.
   */
  readonly perCpuSecond?: number;
}

const throughput = (entries: number, elapsed: number, cpu?: number): Throughput => ({
  entries,
  seconds: elapsed,
  perSecond: entries / elapsed,
  ...(cpu === undefined ? {} : { perCpuSecond: entries / cpu }),
});

/** The limit of reading the file: JSON.parse of every line and nothing else. */
export const measureParse = async (recording: SyntheticRecording): Promise<Throughput> => {
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  let count = 0;
  for await (const line of lines(recording.file, recording.entries)) {
    JSON.parse(line);
    count += 1;
  }
  return throughput(count, seconds(start), cpuSeconds(cpuStart));
};

const watch = (state$: Observable<RootState>): Subscription[] => {
  const names = [...registeredProjections().keys()];
  return Array.from({ length: subscribers }, (_, i) =>
    state$
      .pipe(
        map((state) => state[names[i % names.length] as keyof RootState]),
        distinctUntilChanged(),
      )
      .subscribe(),
  );
};

/** Our pipeline: decode each line, normalize, fold in bursts with checkpoints, emit once per burst. */
export const measureOurs = async (recording: SyntheticRecording, sampleHeap: () => void) => {
  const source = new FileEntrySource(recording);
  const store = new ProjectionStore(createWireNormalizer(), source, { checkpointEvery, maxCheckpoints: 512 });
  const subscriptions = watch(store.state$);
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  let sampling = 0n;
  let samplingCpu = 0;
  let batch: LogEntry[] = [];
  let count = 0;
  for await (const line of lines(recording.file, recording.entries)) {
    const decoded = decodeEntryLine(line);
    if (!('entry' in decoded)) continue;
    batch.push(decoded.entry);
    count += 1;
    if (batch.length === burst) {
      store.ingest(batch);
      batch = [];
      if (count % (burst * 256) === 0) {
        const paused = process.hrtime.bigint();
        const pausedCpu = process.cpuUsage();
        sampleHeap();
        sampling += process.hrtime.bigint() - paused;
        samplingCpu += cpuSeconds(pausedCpu);
      }
    }
  }
  store.ingest(batch);
  const result = throughput(
    count,
    Number(process.hrtime.bigint() - start - sampling) / 1e9,
    cpuSeconds(cpuStart) - samplingCpu,
  );
  subscriptions.forEach((subscription) => subscription.unsubscribe());
  return { result, store, source };
};

/** The naive baseline: one immer produce over the whole state tree per frame, default auto-freeze, no batching, every view notified per frame. */
export const measureNaive = async (recording: SyntheticRecording, limit: number): Promise<Throughput> => {
  const normalizer = createWireNormalizer();
  const all = [...registeredProjections()];
  const state$ = new BehaviorSubject<RootState>(initialRootState());
  const subscriptions = watch(state$);
  const start = process.hrtime.bigint();
  let count = 0;
  for await (const line of lines(recording.file, limit)) {
    const decoded = decodeEntryLine(line);
    if (!('entry' in decoded)) continue;
    count += 1;
    for (const event of normalizer.normalize(decoded.entry)) {
      const next = produce(state$.value, (draft) => {
        for (const [name, projection] of all) {
          if ((projection.handles as readonly string[]).includes(event.type))
            (projection.apply as (d: unknown, e: unknown) => void)((draft as Record<string, unknown>)[name], event);
        }
      });
      state$.next(next);
    }
  }
  const result = throughput(count, seconds(start));
  subscriptions.forEach((subscription) => subscription.unsubscribe());
  return result;
};

/** Seek latency at random points, in ms, with a seeded choice of points. */
export const measureSeek = (
  store: ProjectionStore,
  points: number,
  random: () => number,
): { p50: number; p95: number; max: number } => {
  const latencies: number[] = [];
  for (let i = 0; i < points; i += 1) {
    const seq = 1 + Math.floor(random() * store.lastSeq);
    const start = process.hrtime.bigint();
    store.seek(seq);
    latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number;
  return { p50: at(0.5), p95: at(0.95), max: latencies[latencies.length - 1] as number };
};
