import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import type { RecordStorage } from '../ports';
import { flightRecordSize, toFlightRecord } from './flight-record';
import type { FlightBatch } from './flight-recorder';
import { makeHeader, type RecordingHeader } from './recording-header';
import { opensOrClosesSession } from './session-boundary';
import { storedEntries } from './stored-entries';

/** A running recording's entries go to storage in batches of at most this many entries… */
export const sessionBatchEntries = 2000;
/** …or of this many ms of entries, whichever comes first (the flight recorder's rhythm). */
export const sessionBatchMs = 2000;

/** A full recording that has stopped: its entries, not yet written as a file (see `encodeRecording`). */
export interface StoppedRecording {
  readonly fileName: string;
  readonly header: RecordingHeader;
  /** Read back from storage a batch at a time as the file is written: never all in memory at once. */
  readonly entries: AsyncIterable<LogEntry>;
  /** Forgets the stored recording (after its file is written: it is unredacted). */
  discard(): Promise<void>;
}

/** A recording written as a file. */
export interface FinishedRecording {
  readonly fileName: string;
  /** The NDJSON text in chunks (a Blob is built from them without one giant string). */
  readonly chunks: readonly string[];
  readonly entries: number;
}

const keyOf = (seq: number): string => String(seq).padStart(12, '0');

/**
 * A full recording of this console until `stop`: every log entry from the start of the current session (the
 * last sign-in or sign-out this page saw, else the page load) — a replay needs the sign-in and the joins that
 * followed to rebuild the console, and the Start is pressed long after them — with the `recording.start`
 * command marking where the person began.
 *
 * It writes out as it goes (issue 33 §1): entries are stored in IndexedDB (the `session` store) in batches, as
 * the flight recorder stores its own, so a recording left running for a shift holds only the batch being
 * gathered in memory. Nothing is encoded or redacted while it runs (that is the file's job, when it is asked
 * for); what is stored is unredacted, so it is forgotten once the file is written and at the next start.
 *
 * The live log holds only its newest entries (`liveLogBound`). A session that began before the oldest entry it
 * still holds is recorded from that entry, and the header's note says so: its earlier entries were released.
 */
export class SessionRecorder {
  private subscription: Subscription | undefined;
  private header: RecordingHeader | undefined;
  private pending: LogEntry[] = [];
  private firstAt = 0;
  // Writes run one after another, after the clearing of a previous recording.
  private queue: Promise<void> = Promise.resolve();
  private failure: Error | undefined;

  constructor(
    private readonly log: EventLog,
    private readonly storage: RecordStorage,
    private readonly appVersion: string,
    private readonly now: () => number,
  ) {}

  get recording(): boolean {
    return this.header !== undefined;
  }

  start(note?: string): void {
    if (this.header) return;
    const { first, released } = this.sessionStart();
    const notes = [
      ...(note ? [note] : []),
      ...(released ? [`the live log had released this session's entries before ${first}`] : []),
    ];
    this.header = makeHeader(new Date(this.now()), this.appVersion, {
      firstSeq: first,
      ...(notes.length > 0 ? { note: notes.join('; ') } : {}),
    });
    this.failure = undefined;
    this.queue = this.storage.prune('session', Infinity).then(
      () => undefined,
      (error: unknown) => void (this.failure = error as Error),
    );
    for (const entry of this.log.source.range(first, this.log.lastSeq)) this.add(entry);
    this.subscription = this.log.appended$.subscribe((entry: LogEntry) => this.add(entry));
  }

  /** The session's first entry the log still holds, and whether older ones of it were released. */
  private sessionStart(): { first: number; released: boolean } {
    const source = this.log.source;
    const held = source.firstSeq ?? 1;
    let first = held;
    let found = held === 1;
    for (const entry of source.range(held, source.lastSeq))
      if (opensOrClosesSession(entry)) {
        first = entry.seq;
        found = true;
      }
    return { first, released: !found };
  }

  private add(entry: LogEntry): void {
    if (this.pending.length === 0) this.firstAt = entry.at;
    this.pending.push(entry);
    if (this.pending.length >= sessionBatchEntries || entry.at - this.firstAt >= sessionBatchMs) this.flush();
  }

  private flush(): void {
    const entries = this.pending;
    if (entries.length === 0) return;
    this.pending = [];
    const records = entries.map(toFlightRecord);
    const batch: FlightBatch = {
      at: this.firstAt,
      firstSeq: (entries[0] as LogEntry).seq,
      lastSeq: (entries.at(-1) as LogEntry).seq,
      records,
      size: records.reduce((sum, record) => sum + flightRecordSize(record), 0),
    };
    this.queue = this.queue.then(() =>
      this.storage.put('session', keyOf(batch.firstSeq), batch).catch((error: unknown) => {
        this.failure ??= error as Error;
      }),
    );
  }

  /** Resolves once every entry so far is stored. */
  stored(): Promise<void> {
    this.flush();
    return this.queue;
  }

  stop(): StoppedRecording | undefined {
    const { header } = this;
    if (!header) return undefined;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.header = undefined;
    const written = this.stored();
    const stamp = header.startedAt.replace(/[:.]/g, '-');
    return {
      fileName: `studio-console-${stamp}.ndjson`,
      header,
      entries: this.readBack(written),
      discard: () => written.then(() => this.storage.prune('session', Infinity)).then(() => undefined),
    };
  }

  private async *readBack(written: Promise<void>): AsyncGenerator<LogEntry> {
    await written;
    // A batch that could not be stored would leave a hole: the file must not pretend to be whole.
    if (this.failure) throw new Error(`The recording could not be stored: ${this.failure.message}`);
    yield* storedEntries(this.storage, 'session');
  }
}
