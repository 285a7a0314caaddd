import { ProjectionStore } from '../../../src/application/store';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { benchMix } from '../bench-mix';
import { seededRandom } from '../seeded-random';
import { GeneratedEntries } from './generated-entries';

// The in-browser seek benchmark (issue 7: "seeking p95 ≤ 100 ms anywhere in a 1,000,000-entry recording in
// Chromium"): folds the synthetic recording into the real ProjectionStore, as the replay screen does, then
// seeks at seeded random points and reports the times. tools/bench/browser-seek.ts drives it.

export interface SeekPageResult {
  readonly entries: number;
  readonly ingestSeconds: number;
  readonly checkpointInterval: number;
  readonly seeks: readonly number[];
  readonly heapMegabytes?: number;
  readonly userAgent: string;
}

declare global {
  interface Window {
    seekBench?: { readonly progress: number; readonly result?: SeekPageResult; readonly error?: string };
  }
}

const burst = 2000;
const seekCount = Number(new URLSearchParams(location.search).get('seeks') ?? 100);
const entries = Number(new URLSearchParams(location.search).get('entries') ?? 1_000_000);

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

const run = async (): Promise<SeekPageResult> => {
  const source = new GeneratedEntries(benchMix(entries));
  // The same checkpoint spacing the replay screen's store starts with doubles as needed (max 512 kept).
  const store = new ProjectionStore(createWireNormalizer(), source, { checkpointEvery: 4096 });
  const started = performance.now();
  for (let from = 1; from <= entries; from += burst) {
    store.ingest(source.range(from, Math.min(entries, from + burst - 1)));
    window.seekBench = { progress: from / entries };
    if (from % (burst * 25) === 1) await pause();
  }
  const ingestSeconds = (performance.now() - started) / 1000;
  const random = seededRandom(7);
  const seeks: number[] = [];
  for (let i = 0; i < seekCount; i += 1) {
    const target = 1 + Math.floor(random() * (entries - 1));
    const before = performance.now();
    store.seek(target);
    seeks.push(performance.now() - before);
  }
  const memory = (performance as { memory?: { usedJSHeapSize: number } }).memory;
  return {
    entries,
    ingestSeconds,
    checkpointInterval: store.checkpointInterval,
    seeks,
    userAgent: navigator.userAgent,
    ...(memory ? { heapMegabytes: Math.round(memory.usedJSHeapSize / 1048576) } : {}),
  };
};

window.seekBench = { progress: 0 };
run().then(
  (result) => (window.seekBench = { progress: 1, result }),
  (error: unknown) => (window.seekBench = { progress: 1, error: String((error as Error)?.stack ?? error) }),
);
