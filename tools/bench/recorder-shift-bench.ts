import { EventLog, liveLogBound } from '../../src/application/log';
import { FlightRecorder, SessionRecorder } from '../../src/application/recording';
import { ProjectionStore } from '../../src/application/store';
import type { LogEntry, NewLogEntry } from '../../src/domain/log';
import type { WireSample } from '../../test/fixtures/wire/wire-sample';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { benchMix } from './bench-mix';
import { benchBlocks, SerializingStorage } from './recorder-bench';
import { drift, seededRandom } from './seeded-random';

// A console left recording for twelve hours, accelerated (issue 33 §1, last bullet): the bench's busy console
// (200 instances at 1 Hz, control ticks, list updates, a command every half minute, the clock) appended to the
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

interface Generated {
  readonly entry: NewLogEntry;
  readonly payloadText?: string;
}

const mix = benchMix(0);

// Each sample's payload drifted this many ways (values moved as the live ones move), with its wire text, made
// once: generating a fresh drift for each of ~9 million frames would cost more than what is measured.
const variants = 64;

interface Variant {
  readonly payload: unknown;
  readonly text: string;
}

const variantsOf = (sample: WireSample, random: () => number): Variant[] =>
  Array.from({ length: variants }, () => {
    const payload = drift(sample.payload, random);
    return { payload, text: JSON.stringify(payload) };
  });

/** One simulated second of the busy console, as the socket hands it over (each frame with its wire text). */
const secondsOf = (random: () => number) => {
  const control = mix.controlTicks.map((sample) => ({ sample, variants: variantsOf(sample, random) }));
  const status = variantsOf(mix.instanceStatus, random);
  const updates = mix.updates.map((sample) => ({ sample, variants: variantsOf(sample, random) }));
  return function* oneSecond(second: number, start: number): Generator<Generated> {
    const at = start + second * 1000;
    const frame = (sample: WireSample, variant: Variant, offset: number, topic = sample.topic): Generated => ({
      entry: { kind: 'FrameReceived', at: at + offset, topic, event: sample.event, payload: variant.payload },
      payloadText: variant.text,
    });
    const pick = (list: readonly Variant[], salt: number): Variant => list[(second * 31 + salt) % variants]!;
    yield { entry: { kind: 'ClockTicked', at, now: at } };
    const timestamp = { timestamp: Math.floor(at / 1000) };
    yield {
      entry: { kind: 'FrameReceived', at, topic: 'control', event: 'timestamp', payload: timestamp },
      payloadText: JSON.stringify(timestamp),
    };
    for (const [index, tick] of control.entries()) yield frame(tick.sample, pick(tick.variants, index), 1 + index);
    for (let id = 1; id <= mix.instances; id += 1)
      yield frame(mix.instanceStatus, pick(status, id), 5 + (id % 900), `instances:status:${id}`);
    if (second % 3 === 0 && updates.length > 0) {
      const update = updates[(second / 3) % updates.length]!;
      yield frame(update.sample, pick(update.variants, 0), 950);
    }
    if (second % 30 === 0) {
      const id = `shift-${second}`;
      yield {
        entry: {
          kind: 'CommandIssued',
          at: at + 960,
          id,
          account: 'admin@demo.local',
          name: 'transcoder.start',
          args: { type: 'start', channel: 'c-1' },
          target: 'channel:c-1',
        },
      };
      yield {
        entry: { kind: 'CommandSettled', at: at + 990, id, outcome: 'ok', reply: { status: 'ok' }, latencyMs: 30 },
      };
    }
  };
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
  const start = Date.parse('2026-11-22T06:00:00Z');
  const oneSecond = secondsOf(seededRandom(20231909));
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
  for (let hour = 0; hour < hours; hour += 1) {
    for (let second = hour * 3600; second < (hour + 1) * 3600; second += 1) {
      for (const { entry, payloadText } of oneSecond(second, start)) {
        now = entry.at;
        batch.push(eventLog.append(entry, payloadText));
        if (batch.length >= burst) {
          store.ingest(batch);
          batch = [];
          await nextTurn();
        }
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
