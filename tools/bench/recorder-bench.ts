import { createReadStream } from 'node:fs';
import v8 from 'node:v8';
import { gzipSync } from 'node:zlib';
import { attachPayloadText, EventLog } from '../../src/application/log';
import type { RecordStorage, RecordStoreName } from '../../src/application/ports';
import { FlightRecorder, makeHeader, SessionRecorder } from '../../src/application/recording';
import { ProjectionStore } from '../../src/application/store';
import type { LogEntry } from '../../src/domain/log';
import {
  type BlockEncoder,
  decodeEntryLine,
  encodeBlock,
  fromPosted,
  LineSplitter,
  type PostedEntry,
  StoredRecordingBlocks,
  toPosted,
} from '../../src/infrastructure/recording';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import type { SyntheticRecording } from './synthetic-recording';

const burst = 256;

/** Reads the first `limit` entries once (untimed), so both runs measure ingest and not the disk. */
const loadEntries = async (recording: SyntheticRecording, limit: number): Promise<LogEntry[]> => {
  const entries: LogEntry[] = [];
  const splitter = new LineSplitter();
  for await (const chunk of createReadStream(recording.file, {
    encoding: 'utf8',
    highWaterMark: 1 << 20,
  }) as AsyncIterable<string>) {
    for (const { line, number } of splitter.push(chunk)) {
      if (number === 1) continue;
      const decoded = decodeEntryLine(line);
      // Live, the gateway keeps each frame payload's wire text beside the entry; the recorders keep it.
      if ('entry' in decoded)
        entries.push(
          decoded.entry.kind === 'FrameReceived'
            ? attachPayloadText(decoded.entry, JSON.stringify(decoded.entry.payload))
            : decoded.entry,
        );
      if (entries.length >= limit) return entries;
    }
  }
  return entries;
};

/**
 * The flight recorder's storage as Chromium's IndexedDB treats it, as far as the page pays for it: `put` runs
 * V8's structured serializer over the record on the calling thread (what IndexedDB does to every value it
 * stores), and the bytes then leave the page's heap (Chromium hands them to the browser process), so they are
 * not kept here: the record itself is, for reading back, and reading deserializes a fresh copy as IndexedDB does.
 */
export class SerializingStorage implements RecordStorage {
  private records: { store: RecordStoreName; key: string; at: number; record: unknown }[] = [];
  serializedBytes = 0;

  /** With `keep` false the records are dropped once serialized (a long run measures the page, not a disk). */
  constructor(private readonly keep = true) {}

  put(store: RecordStoreName, key: string, record: unknown): Promise<void> {
    this.serializedBytes += v8.serialize(record).length;
    if (this.keep) this.records.push({ store, key, at: (record as { at: number }).at, record });
    return Promise.resolve();
  }

  since(store: RecordStoreName, since: number): Promise<unknown[]> {
    return Promise.resolve(
      this.records
        .filter((stored) => stored.store === store && stored.at >= since)
        .map((stored) => v8.deserialize(v8.serialize(stored.record)) as unknown),
    );
  }

  page(store: RecordStoreName, after: string, limit: number): Promise<{ key: string; record: unknown }[]> {
    return Promise.resolve(
      this.records
        .filter((stored) => stored.store === store && stored.key > after)
        .sort((a, b) => (a.key < b.key ? -1 : 1))
        .slice(0, limit)
        .map(({ key, record }) => ({ key, record: v8.deserialize(v8.serialize(record)) as unknown })),
    );
  }

  prune(store: RecordStoreName, before: number): Promise<number> {
    const kept = this.records.filter((stored) => stored.store !== store || stored.at >= before);
    const pruned = this.records.length - kept.length;
    this.records = kept;
    return Promise.resolve(pruned);
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * The recorders' blocks made in this process, awaited: the lines built and redacted on this thread and the gzip on
 * Node's zlib thread pool — what the page does when it has no worker (src/infrastructure/recording/worker-blocks.ts),
 * and every CPU cycle of recording on this machine.
 */
export const benchBlocks = new StoredRecordingBlocks();

/**
 * The block handed to another core, as the page hands it to its worker (worker-blocks.ts): on the page's thread,
 * `toPosted` and the structured clone `postMessage` makes of it (`v8.serialize`, V8's serializer, which Chromium's
 * postMessage uses); the page sees the block answer at once (empty: what IndexedDB then serializes is a little
 * smaller than the real ~10 %). The worker's part — the clone read back, the lines built and redacted, the gzip —
 * runs after the timed run, timed on its own (`drain`), so the run measures the page's thread alone.
 */
class HandedOffBlocks {
  // What was posted, kept as the posted arrays (their strings are the entries' own): the serialized copy is dropped
  // at once, as the page's is once the worker has read it, so it does not weigh on this heap's collections.
  private waiting: PostedEntry[][] = [];

  readonly encode: BlockEncoder = (entries) => {
    const posted = toPosted(entries);
    v8.serialize({ id: this.waiting.length, entries: posted });
    this.waiting.push(posted);
    const first = entries[0] as LogEntry;
    const last = entries.at(-1) as LogEntry;
    return Promise.resolve({
      bytes: new Uint8Array(0),
      firstSeq: first.seq,
      count: entries.length,
      firstAt: first.at,
      lastAt: last.at,
      textBytes: 0,
    });
  };

  /** Does the worker's part of what was handed over (reading the clone, the lines, the gzip); its CPU seconds. */
  async drain(): Promise<number> {
    const syncGzip = (bytes: Uint8Array): Promise<Uint8Array> => Promise.resolve(gzipSync(bytes, { level: 6 }));
    let micros = 0;
    for (const posted of this.waiting) {
      const message = v8.serialize({ id: 0, entries: posted });
      const started = process.cpuUsage();
      const { entries } = v8.deserialize(message) as { entries: PostedEntry[] };
      await encodeBlock(fromPosted(entries), true, syncGzip);
      const used = process.cpuUsage(started);
      micros += used.user + used.system;
    }
    this.waiting = [];
    return micros / 1e6;
  }
}

type Mode = 'off' | 'handed-off' | 'pool';

interface Recorders {
  readonly flight: FlightRecorder;
  readonly session: SessionRecorder;
  readonly storage: SerializingStorage;
}

/**
 * Entries appended to the console's log and folded by the store in bursts, with a turn of the event loop
 * after each (live, frames arrive between turns; the flight recorder's IndexedDB writes run there and are
 * counted). With `recorders`, the flight recorder and a full session recording run as in the console.
 */
const ingest = async (
  entries: readonly LogEntry[],
  mode: Mode,
): Promise<{ perSecond: number; workerSeconds?: number; recorders?: Recorders }> => {
  const log = new EventLog();
  const store = new ProjectionStore(createWireNormalizer(), log.source, { checkpointEvery: 4096 });
  let now = 0;
  const storage = new SerializingStorage();
  const handedOff = new HandedOffBlocks();
  const blocks = mode === 'handed-off' ? new StoredRecordingBlocks(handedOff.encode) : benchBlocks;
  const recorders =
    mode === 'off'
      ? undefined
      : {
          flight: new FlightRecorder(log, storage, blocks, () => now),
          storage,
        };
  const session = recorders && new SessionRecorder(recorders.flight, 'bench', () => now);
  recorders?.flight.start();
  session?.start();
  const start = process.hrtime.bigint();
  for (let i = 0; i < entries.length; i += burst) {
    const batch = entries.slice(i, i + burst);
    for (const entry of batch) {
      now = entry.at;
      log.appendRecorded(entry);
    }
    store.ingest(batch);
    await nextTurn();
  }
  await recorders?.flight.flush();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  store.dispose();
  return {
    perSecond: entries.length / seconds,
    ...(mode === 'handed-off' ? { workerSeconds: await handedOff.drain() } : {}),
    ...(recorders && session ? { recorders: { ...recorders, session } } : {}),
  };
};

/** What asking for the files costs, once: writing the session recording and the flight recorder's download. */
const measureWriting = async (
  recorders: Recorders,
): Promise<{
  sessionPerSecond: number;
  flightPerSecond: number;
  flightEntries: number;
  sessionFileBytes: number;
  storedBytes: number;
}> => {
  const noPause = async (): Promise<void> => undefined;
  const stopped = recorders.session.stop();
  if (!stopped) throw new Error('the session recorder was not running');
  let start = process.hrtime.bigint();
  const session = await benchBlocks.writeFile(stopped.header, stopped.blocks, noPause);
  const sessionPerSecond = session.entries / (Number(process.hrtime.bigint() - start) / 1e9);
  await stopped.discard();
  start = process.hrtime.bigint();
  const flight = await benchBlocks.writeFile(
    makeHeader(new Date(0), 'bench'),
    await recorders.flight.batches(),
    noPause,
  );
  const flightPerSecond = flight.entries / (Number(process.hrtime.bigint() - start) / 1e9);
  await recorders.flight.stop();
  return {
    sessionPerSecond,
    flightPerSecond,
    flightEntries: flight.entries,
    sessionFileBytes: session.blob.size,
    storedBytes: recorders.storage.serializedBytes,
  };
};

/**
 * Ingest throughput with the recorders off and on, alternating runs so load drifts hit both alike: on with the
 * blocks handed to another core (the page's thread, as with the page's worker; the worker's part timed apart) and
 * on with the blocks made in this process, awaited (every CPU cycle of recording on this machine).
 */
export const measureRecorder = async (recording: SyntheticRecording, limit: number) => {
  const entries = await loadEntries(recording, limit);
  const runs: Record<Mode, number[]> = { off: [], 'handed-off': [], pool: [] };
  const workerSeconds: number[] = [];
  let last: Recorders | undefined;
  // Each run starts from a collected heap, so one run's garbage is not collected on the next one's time.
  const gc = (): void => (globalThis as { gc?: () => void }).gc?.();
  for (let round = 0; round < 3; round += 1) {
    for (const mode of ['off', 'handed-off', 'pool'] as const) {
      gc();
      const run = await ingest(entries, mode);
      runs[mode].push(run.perSecond);
      if (run.workerSeconds !== undefined) workerSeconds.push(run.workerSeconds);
      if (mode === 'pool') last = run.recorders;
    }
  }
  const writing = await measureWriting(last as Recorders);
  const best = (values: number[]): number => Math.max(...values);
  return {
    offPerSecond: best(runs.off),
    onPerSecond: best(runs['handed-off']),
    ratio: best(runs['handed-off']) / best(runs.off),
    onPoolPerSecond: best(runs.pool),
    poolRatio: best(runs.pool) / best(runs.off),
    workerMicrosPerEntry: (Math.min(...workerSeconds) / entries.length) * 1e6,
    ...writing,
  };
};
