import { EventLog, liveLogBound, payloadTextOf } from '../../src/application/log';
import { FlightRecorder, SessionRecorder } from '../../src/application/recording';
import { ProjectionStore } from '../../src/application/store';
import type { LogEntry } from '../../src/domain/log';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { benchMix } from './bench-mix';
import { benchBlocks, SerializingStorage } from './recorder-bench';
import { syntheticEntries, syntheticStart } from './synthetic-recording';

// A console left recording for twelve hours, accelerated (issue 33 §1, last bullet): the bench's busy console
// (the synthetic mix, tools/bench/synthetic-recording.ts: 200 instances at 1 Hz, control ticks, list updates, a
// command every half minute, the clock; each frame with its wire text, as the socket hands it over) appended to the
// console's real `EventLog` (the live bound), folded by the real store, with the flight recorder and a session
// recording from the profile menu running over storage that serializes each batch as IndexedDB does and keeps
// nothing (Chromium hands the bytes to the browser process; the page's heap does not hold them). Time is the
// entries' own: twelve simulated hours pass as fast as the machine folds them. The heap (after a forced
// collection) is taken after the first simulated hour — the window, the checkpoints and the flight recorder's
// window full — and after every later hour; `recorderHeapGrowth` is the last ÷ the first.

/** The target: the heap after twelve hours at most 10 % above the heap after the first. */
export const recorderHeapGrowthTarget = 1.1;

const burst = 256;
const megabytes = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

const collectedHeap = (): number => {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('the recorder shift section needs node --expose-gc (npm run bench gives it)');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

export interface RecorderShiftFigures {
  readonly recorderShiftHours: number;
  readonly recorderShiftEntries: number;
  readonly recorderShiftSeconds: number;
  /** Heap after a forced collection at the end of each simulated hour, MB. */
  readonly recorderHeapMegabytesByHour: readonly number[];
  /** Heap after the last hour ÷ heap after the first. */
  readonly recorderHeapGrowth: number;
  /** Entries the live log held at the end (its bound: `liveLogBound`). */
  readonly recorderLogHeld: number;
  /** Checkpoints the store held at the end. */
  readonly recorderCheckpoints: number;
  /** Bytes the storage serialized (what left the page for IndexedDB): one copy, the flight recorder's blocks. */
  readonly recorderStoredMegabytes: number;
}

export const measureRecorderShift = async (
  hours: number,
  log: (line: string) => void,
): Promise<RecorderShiftFigures> => {
  const start = syntheticStart;
  const entries = syntheticEntries(benchMix(Number.POSITIVE_INFINITY), { payloadText: true })[Symbol.iterator]();
  const eventLog = new EventLog();
  const store = new ProjectionStore(createWireNormalizer(), eventLog.source);
  const storage = new SerializingStorage(false);
  let now = start;
  const flight = new FlightRecorder(eventLog, storage, benchBlocks, () => now);
  const session = new SessionRecorder(flight, 'bench', () => now);
  flight.start();
  session.start('bench: a twelve-hour recording');
  const heaps: number[] = [];
  const began = Date.now();
  let batch: LogEntry[] = [];
  let next = entries.next();
  for (let hour = 0; hour < hours; hour += 1) {
    const hourEnds = start + (hour + 1) * 3_600_000;
    for (; !next.done && next.value.at < hourEnds; next = entries.next()) {
      const entry = next.value;
      now = entry.at;
      batch.push(eventLog.append(entry, payloadTextOf(entry)));
      if (batch.length >= burst) {
        store.ingest(batch);
        batch = [];
        await nextTurn();
        // Accelerated, the entries of hours would queue up as blocks not yet written (and run the heap out, as on a
        // quiet machine they did): the live page makes a block every 2 s, far within what the worker keeps up with.
        await flight.settled();
      }
    }
    store.ingest(batch);
    batch = [];
    await flight.flush();
    heaps.push(collectedHeap());
    log(
      `  hour ${hour + 1}: ${eventLog.lastSeq} entries, heap ${megabytes(heaps.at(-1)!)} MB (${Math.round((Date.now() - began) / 1000)} s)`,
    );
  }
  const first = heaps[0]!;
  const last = heaps.at(-1)!;
  const figures: RecorderShiftFigures = {
    recorderShiftHours: hours,
    recorderShiftEntries: eventLog.lastSeq,
    recorderShiftSeconds: Math.round((Date.now() - began) / 1000),
    recorderHeapMegabytesByHour: heaps.map(megabytes),
    recorderHeapGrowth: Math.round((last / first) * 100) / 100,
    recorderLogHeld: eventLog.lastSeq - (eventLog.source.firstSeq ?? 1) + 1,
    recorderCheckpoints: store.checkpointCount,
    recorderStoredMegabytes: megabytes(storage.serializedBytes),
  };
  await session.stop()?.discard();
  await flight.stop();
  store.dispose();
  return figures;
};

/** The section's rows, JSON figures and targets, for main.ts. */
export const recorderShiftSection = (figures: RecorderShiftFigures) => {
  const met = figures.recorderHeapGrowth <= recorderHeapGrowthTarget && figures.recorderShiftHours >= 12;
  return {
    rows: [
      [
        'recorder shift',
        `${figures.recorderShiftHours} h, ${figures.recorderShiftEntries} entries in ${figures.recorderShiftSeconds} s`,
        `heap ×${figures.recorderHeapGrowth} from hour 1 to hour ${figures.recorderShiftHours} (≤ ${recorderHeapGrowthTarget}) ${met ? '✓' : '✗'}; by hour ${figures.recorderHeapMegabytesByHour.join(' ')} MB; log holds ${figures.recorderLogHeld} (bound ${liveLogBound.entries}); ${figures.recorderCheckpoints} checkpoints; ${figures.recorderStoredMegabytes} MB stored`,
      ],
    ] as [string, string, string][],
    figures,
    targets: { recorderHeapGrowth: met },
    limits: { recorderHeapGrowth: recorderHeapGrowthTarget, recorderShiftHours: 12 },
  };
};
