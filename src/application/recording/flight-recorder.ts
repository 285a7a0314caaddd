import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import type { RecordStorage } from '../ports';
import { FlightHold } from './flight-hold';
import { isStoredBlock, type RecordingBlocks, type StoredBlock } from './recording-blocks';
import { opensOrClosesSession } from './session-boundary';

/** The flight recorder keeps the last 30 minutes… */
export const flightWindowMs = 30 * 60 * 1000;
/** …and never more than this many bytes of entries' text (64 MB, about a tenth of that stored). */
export const flightBudgetCharacters = 64 * 1024 * 1024;
/** Entries are written in batches: one stored block per batch, at most this often. */
export const flightBatchMs = 2000;
/** Stored blocks read at a time when a recording's range is read back. */
export const blocksPerRead = 8;

/** What the recorder knows of a block it has written (or is writing) in this page. */
interface Kept {
  readonly at: number;
  readonly firstSeq: number;
  readonly lastSeq: number;
  textBytes: number;
}

const pad = (value: number, digits: number): string => String(value).padStart(digits, '0');

/**
 * Every console keeps the recent past, so a bug report can include what just happened: entries are gathered
 * as they come and written to IndexedDB every 2 s as one block of recording format version 2 (redacted and
 * compressed, `RecordingBlocks`; the compression off the page's thread); blocks older than the window, or
 * beyond the size budget, are pruned. A download is those blocks framed as a file. What one account saw is
 * forgotten at every sign-in and sign-out, so it never reaches the next account's reports.
 *
 * A session recording is not a second store: it holds (`hold`) this recorder's blocks from its first entry,
 * and pruning leaves a held block alone until the recording's file is written (docs/recording-format.md,
 * "The console's recordings").
 */
export class FlightRecorder {
  private subscription: Subscription | undefined;
  private pending: LogEntry[] = [];
  private firstAt = 0;
  private kept: Kept[] = [];
  /** Where this page's keys start: a page loaded later writes after it, never over it. */
  private prefix = '';
  /** The entry that opened the current session (a sign-in or sign-out), 1 from a page load; unknown when released. */
  private sessionFirst: number | undefined;
  /** When the current session began: the flight download starts there. */
  private floorAt = 0;
  private readonly holds = new Set<FlightHold>();
  // Writes and prunes run one after another, so a prune never races a block still being written.
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly log: EventLog,
    private readonly storage: RecordStorage,
    private readonly blocks: RecordingBlocks,
    private readonly now: () => number,
    private readonly limits: { readonly windowMs: number; readonly budget: number } = {
      windowMs: flightWindowMs,
      budget: flightBudgetCharacters,
    },
  ) {}

  /** Records from now on, with the entries of the current session the live log still holds. */
  start(): void {
    if (this.subscription) return;
    this.prefix ||= pad(this.now(), 15);
    void this.storage.prune('flight', this.now() - this.limits.windowMs).catch(() => 0);
    // A recording an older console stored apart (unredacted) is never offered: it goes.
    void this.storage.prune('session', Infinity).catch(() => 0);
    const source = this.log.source;
    const held = source.firstSeq ?? this.log.lastSeq + 1;
    this.sessionFirst = held === 1 ? 1 : undefined;
    for (const entry of source.range(held, source.lastSeq)) this.add(entry);
    this.subscription = this.log.appended$.subscribe((entry) => this.add(entry));
  }

  stop(): Promise<void> {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    return this.flush();
  }

  /**
   * Holds every block from the current session's first entry this recorder still has (or from the next entry)
   * until the hold is released: a running recording. Starts the recorder if it is not running.
   */
  hold(): FlightHold {
    this.start();
    const earliest = this.kept[0]?.firstSeq ?? this.pending[0]?.seq ?? this.log.lastSeq + 1;
    const first = Math.max(earliest, this.sessionFirst ?? earliest);
    const hold = new FlightHold(first, first !== this.sessionFirst, this.log, {
      cut: () => this.flush(),
      read: (from, to) => this.range(from, to),
      release: (released) => {
        this.holds.delete(released);
        this.queue = this.queue.then(() => this.prune());
        return this.queue;
      },
    });
    this.holds.add(hold);
    return hold;
  }

  /** The stored blocks of the window (what the flight download holds), oldest first, after writing what is pending. */
  async batches(): Promise<StoredBlock[]> {
    await this.flush();
    let from = Math.max(this.now() - this.limits.windowMs, this.floorAt);
    let text = 0;
    // Held by a recording, the window may hold more than the budget: the download keeps to the budget.
    for (let index = this.kept.length - 1; index >= 0; index -= 1) {
      const kept = this.kept[index] as Kept;
      text += kept.textBytes;
      if (text > this.limits.budget) {
        from = Math.max(from, (this.kept[index + 1] ?? kept).at);
        break;
      }
    }
    return (await this.storage.since('flight', from)).filter(isStoredBlock);
  }

  private add(entry: LogEntry): void {
    if (opensOrClosesSession(entry)) this.newSession(entry);
    if (this.pending.length === 0) this.firstAt = entry.at;
    this.pending.push(entry);
    if (entry.at - this.firstAt >= flightBatchMs) void this.flush();
  }

  /** Writes what is pending as one block; resolves once every block so far is stored (or refused). */
  flush(): Promise<void> {
    const entries = this.pending;
    if (entries.length > 0) {
      this.pending = [];
      const kept: Kept = {
        at: this.firstAt,
        firstSeq: (entries[0] as LogEntry).seq,
        lastSeq: (entries.at(-1) as LogEntry).seq,
        textBytes: 0,
      };
      this.kept.push(kept);
      this.queue = this.queue.then(() => this.write(kept, entries));
    }
    return this.queue;
  }

  /**
   * Resolves once every block handed on so far is stored (or refused), without cutting the one being gathered: a
   * caller that appends faster than real time (the bench's accelerated shift) waits here as the live page's
   * 2-second cadence would.
   */
  settled(): Promise<void> {
    return this.queue;
  }

  /** A sign-in or sign-out: what came before belongs to another session and is forgotten, unless held. */
  private newSession(entry: LogEntry): void {
    this.sessionFirst = entry.seq;
    this.floorAt = entry.at;
    if (this.holds.size > 0) {
      void this.flush();
      this.queue = this.queue.then(() => this.prune());
      return;
    }
    this.pending = [];
    this.kept = [];
    // Everything stored so far, to this very millisecond, was the other session's.
    this.queue = this.queue.then(() =>
      this.storage.prune('flight', entry.at + 1).then(
        () => undefined,
        () => undefined,
      ),
    );
  }

  private async write(kept: Kept, entries: readonly LogEntry[]): Promise<void> {
    try {
      const block = await this.blocks.encode(entries);
      kept.textBytes = block.textBytes;
      await this.storage.put('flight', `${this.prefix}-${pad(block.firstSeq, 12)}`, block);
    } catch (error) {
      // The window can lose a block; a recording that holds it cannot: its file says so.
      for (const hold of this.holds) hold.refused(kept.firstSeq, kept.lastSeq, error as Error);
    }
    await this.prune();
  }

  private async prune(): Promise<void> {
    const held = Math.min(...[...this.holds].map((hold) => hold.first));
    let before = Math.max(this.now() - this.limits.windowMs, this.floorAt);
    let total = this.kept.reduce((sum, kept) => sum + kept.textBytes, 0);
    for (;;) {
      const oldest = this.kept[0];
      if (!oldest || this.kept.length === 1 || oldest.lastSeq >= held) break;
      if (total <= this.limits.budget && oldest.at >= before) break;
      this.kept.shift();
      total -= oldest.textBytes;
      before = Math.max(before, oldest.at + 1);
    }
    const firstHeld = this.kept.find((kept) => kept.lastSeq >= held);
    if (firstHeld) before = Math.min(before, firstHeld.at);
    await this.storage.prune('flight', before).catch(() => 0);
  }

  /** This page's stored blocks from entry `from` to entry `to`, read a few at a time. */
  private async *range(from: number, to: number): AsyncGenerator<StoredBlock> {
    let after = `${this.prefix}-`;
    for (;;) {
      const page = await this.storage.page('flight', after, blocksPerRead);
      for (const { key, record } of page) {
        if (!key.startsWith(this.prefix)) return;
        after = key;
        if (!isStoredBlock(record) || record.lastSeq < from) continue;
        if (record.firstSeq > to) return;
        yield record;
      }
      if (page.length < blocksPerRead) return;
    }
  }
}
