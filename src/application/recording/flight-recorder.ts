import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import type { RecordStorage } from '../ports';
import { encodeEntryLine } from './redaction';

/** The flight recorder keeps the last 30 minutes… */
export const flightWindowMs = 30 * 60 * 1000;
/** …and never more than this many characters of entries (about 64 MB of text). */
export const flightBudgetCharacters = 64 * 1024 * 1024;
/** Entries are written in batches: one IndexedDB record per batch, at most this often. */
export const flightBatchMs = 2000;

/** One stored batch: redacted NDJSON lines of consecutive entries. */
export interface FlightBatch {
  readonly at: number;
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly lines: string;
}

/**
 * Every console keeps the recent past, so a bug report can include what just happened: entries are encoded
 * (secrets redacted) and written to IndexedDB in batches; batches older than the window, or beyond the size
 * budget, are pruned. `batches()` reads them back to build a recording.
 */
export class FlightRecorder {
  private subscription: Subscription | undefined;
  private pending: string[] = [];
  private firstSeq = 0;
  private lastSeq = 0;
  private firstAt = 0;
  private readonly written: { at: number; size: number }[] = [];
  private total = 0;
  // Writes and prunes run one after another, so a prune never races a batch still being written.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: EventLog,
    private readonly storage: RecordStorage,
    private readonly now: () => number,
    private readonly limits: { readonly windowMs: number; readonly budget: number } = { windowMs: flightWindowMs, budget: flightBudgetCharacters },
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

  async batches(): Promise<FlightBatch[]> {
    await this.flush();
    return (await this.storage.since('flight', this.now() - this.limits.windowMs)) as FlightBatch[];
  }

  private add(entry: LogEntry): void {
    if (this.pending.length === 0) {
      this.firstSeq = entry.seq;
      this.firstAt = entry.at;
    }
    this.lastSeq = entry.seq;
    this.pending.push(encodeEntryLine(entry));
    if (entry.at - this.firstAt >= flightBatchMs) void this.flush();
  }

  flush(): Promise<void> {
    if (this.pending.length > 0) {
      const batch: FlightBatch = { at: this.firstAt, firstSeq: this.firstSeq, lastSeq: this.lastSeq, lines: `${this.pending.join('\n')}\n` };
      this.pending = [];
      this.queue = this.queue.then(() => this.write(batch));
    }
    return this.queue;
  }

  private async write(batch: FlightBatch): Promise<void> {
    this.written.push({ at: batch.at, size: batch.lines.length });
    this.total += batch.lines.length;
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
