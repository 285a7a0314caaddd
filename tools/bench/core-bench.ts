import path from 'node:path';
import { benchMix } from './bench-mix';
import { measureOurs, measureParse, measureSeek } from './ingest-bench';
import { seededRandom } from './seeded-random';
import { syntheticRecording, type SyntheticRecording } from './synthetic-recording';

// The core of `npm run bench` (the whole run and --core-only): JSON.parse of every line of the synthetic
// recording, the store's normalize + reduce, seek at random points and the live heap.

export const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
export const megabytes = (bytes: number): number => Math.round(bytes / 1048576);
export const round = (value: number): number => Math.round(value * 100) / 100;

/**
 * Ingest, seek and heap over the whole recording. Only figures leave this function, so the store (its
 * checkpoints and entry index) can be collected before the next sections run.
 */
const measureStore = async (recording: SyntheticRecording, log: (text: string) => void) => {
  const heapAtStart = process.memoryUsage().heapUsed;
  let peakHeap = heapAtStart;
  // Live heap after a full collection: what the store really keeps, not garbage awaiting collection.
  const sampleHeap = (): void => {
    gc();
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  };
  log('normalize + reduce (batched, checkpoints)…');
  const ours = await measureOurs(recording, sampleHeap);
  sampleHeap();
  log('seek at 100 random points…');
  const seek = measureSeek(ours.store, 100, seededRandom(7));
  sampleHeap();
  const figures = {
    result: ours.result,
    seek,
    peakHeap,
    checkpointInterval: ours.store.checkpointInterval,
    rejected: ours.store.state.frames.rejected,
  };
  ours.store.dispose();
  ours.source.close();
  return figures;
};

/** The synthetic recording of `entries` (generated once under .bench), its parse and the store's figures. */
export const measureCore = async (entries: number, log: (text: string) => void) => {
  log(`generating or reusing a synthetic recording of ${entries} entries…`);
  const recording = syntheticRecording(path.resolve(__dirname, '..', '..', '.bench'), benchMix(entries));
  log(`  ${recording.file} (${megabytes(recording.bytes)} MB)`);
  log('JSON.parse of every line…');
  const parse = await measureParse(recording);
  gc();
  const core = await measureStore(recording, log);
  gc();
  // The ingest, seek and memory figures, in the whole run and with --core-only.
  const figures = {
    entries: recording.entries,
    parsePerSecond: Math.round(parse.perSecond),
    oursPerSecond: Math.round(core.result.perSecond),
    oursVsParse: round(core.result.perSecond / parse.perSecond),
    seekP50Ms: round(core.seek.p50),
    seekP95Ms: round(core.seek.p95),
    seekMaxMs: round(core.seek.max),
    checkpointInterval: core.checkpointInterval,
    peakHeapMegabytes: megabytes(core.peakHeap),
    rejectedFrames: core.rejected,
  };
  return { recording, parse, core, figures };
};
