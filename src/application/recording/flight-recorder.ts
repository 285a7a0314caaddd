import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import type { RecordStorage } from '../ports';
import { type FlightRecord, flightRecordSize, toFlightRecord } from './flight-record';
import { opensOrClosesSession } from './session-boundary';

/** The flight recorder keeps the last 30 minutes… */
export const flightWindowMs = 30 * 60 * 1000;
/** …and never more than this many characters of entries (about 64 MB of text). */
export const flightBudgetCharacters = 64 * 1024 * 1024;
/** Entries are written in batches: one IndexedDB record per batch, at most this often. */
export const flightBatchMs = 2000;

/** One stored batch: consecutive entries, as stored records (unredacted; see flight-record.ts). */
export interface FlightBatch {
  readonly at: number;
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly records: readonly FlightRecord[];
  /** Characters the batch counts against the budget. */
  readonly size: number;
}

/**
 * Every console keeps the recent past, so a bug report can include what just happened: entries are kept as
 * they come and written to IndexedDB in batches; batches older than the window, or beyond the size budget,
 * are pruned. Nothing is encoded or redacted here (that is the download's job), so recording costs ingest
 * little. What is stored is unredacted, in the same browser that holds the session token, and it is
 * forgotten at every sign-in and sign-out so one account's frames never reach the next account's reports.
 */
export class FlightRecorder {
  private subscription: Subscription | undefined;
  private pending: LogEntry[] = [];
  private firstAt = 0;
  private readonly written: { at: number; size: number }[] = [];
  private total = 0;
  // Writes and prunes run one after another, so a prune never races a batch still being written.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: EventLog,
    private readonly storage: RecordStorage,
    private readonly now: () => number,
    private readonly limits: { readonly windowMs: number; readonly budget: number } = {
      windowMs: flightWindowMs,
      budget: flightBudgetCharacters,
    },
  ) {}

  start(): void {
    void this.storage.prune('flight', this.now() - this.limits.windowMs).catch(() => 0);
    this.subscription ??= this.log.appended$.subscribe((entry) => this.add(entry));
  }

  stop(): Promise<void> {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    return this.flush();
  }

  /** The stored batches of the window, oldest first (after writing what is pending). */
  async batches(): Promise<FlightBatch[]> {
    await this.flush();
    return (await this.storage.since('flight', this.now() - this.limits.windowMs)) as FlightBatch[];
  }

  private add(entry: LogEntry): void {
    if (opensOrClosesSession(entry)) this.forgetBefore(entry.at);
    if (this.pending.length === 0) this.firstAt = entry.at;
    this.pending.push(entry);
    if (entry.at - this.firstAt >= flightBatchMs) void this.flush();
  }

  flush(): Promise<void> {
    const entries = this.pending;
    if (entries.length > 0) {
      this.pending = [];
      const records = entries.map(toFlightRecord);
      const size = records.reduce((sum, record) => sum + flightRecordSize(record), 0);
      const batch: FlightBatch = {
        at: this.firstAt,
        firstSeq: entries[0]!.seq,
        lastSeq: entries.at(-1)!.seq,
        records,
        size,
      };
      this.queue = this.queue.then(() => this.write(batch));
    }
    return this.queue;
  }

  private forgetBefore(at: number): void {
    this.pending = [];
    this.queue = this.queue.then(async () => {
      this.written.length = 0;
      this.total = 0;
      await this.storage.prune('flight', at + 1).catch(() => 0);
    });
  }

  private async write(batch: FlightBatch): Promise<void> {
    this.written.push({ at: batch.at, size: batch.size });
    this.total += batch.size;
    await this.storage.put('flight', String(batch.firstSeq).padStart(12, '0'), batch).catch(() => undefined);
    await this.prune();
  }

  private async prune(): Promise<void> {
    let cutoff = this.now() - this.limits.windowMs;
    while (this.written.length > 1 && (this.total > this.limits.budget || (this.written[0]?.at ?? Infinity) < cutoff)) {
      const dropped = this.written.shift() as { at: number; size: number };
      this.total -= dropped.size;
      cutoff = Math.max(cutoff, dropped.at + 1);
    }
    await this.storage.prune('flight', cutoff).catch(() => 0);
  }
}
