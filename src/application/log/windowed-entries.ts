import type { LogEntry } from '../../domain/log';
import type { EntrySource } from './entry-source';
import { payloadTextOf } from './payload-text';

/** How much of its past the live log holds in memory (docs/architecture.md, "The live log's bound"). */
export interface LogBound {
  /** At most this many entries… */
  readonly entries: number;
  /** …and at most about this many characters of them (a frame's wire text; other entries count `entryCost`). */
  readonly characters: number;
}

export const LogBound = Symbol('LogBound');

/**
 * The live console's bound: the newest 10,000 entries, and no more than about 1 M characters of them — a few
 * seconds of the bench's busy console, minutes of a wall. Older entries are released: the projections hold their
 * effect, the flight recorder (the last 30 minutes, in IndexedDB) and a running session recording (in IndexedDB,
 * as it goes) hold the entries themselves.
 */
export const liveLogBound: LogBound = { entries: 10_000, characters: 1024 * 1024 };

/** Characters an entry counts beyond its payload's wire text: its other fields, roughly, as the recorders write them. */
export const entryCost = 100;

const costOf = (entry: LogEntry): number => entryCost + (payloadTextOf(entry)?.length ?? 0);

/**
 * The newest entries of a log, within a bound: appending past it releases the oldest. Entry seq s is at
 * `held[s - firstSeq - offset…]`; the array is compacted when the released head is half of it, so appending
 * stays amortized O(1) and nothing released is reachable.
 */
export class WindowedEntries implements EntrySource {
  private held: LogEntry[] = [];
  private costs: number[] = [];
  /** Released slots at the head of `held`, not yet compacted away. */
  private head = 0;
  private first = 1;
  private characters = 0;

  constructor(private readonly bound: LogBound) {
    if (bound.entries < 1 || bound.characters < 1) throw new Error('a log bound holds at least one entry');
  }

  get lastSeq(): number {
    return this.first + (this.held.length - this.head) - 1;
  }

  get firstSeq(): number {
    return this.first;
  }

  /** Entries held now. */
  get size(): number {
    return this.held.length - this.head;
  }

  /** Characters the held entries count against the bound. */
  get heldCharacters(): number {
    return this.characters;
  }

  push(entry: LogEntry): void {
    const expected = this.lastSeq + 1;
    if (entry.seq !== expected) throw new Error(`entry seq ${entry.seq} out of order (expected ${expected})`);
    const cost = costOf(entry);
    this.held.push(entry);
    this.costs.push(cost);
    this.characters += cost;
    // The newest entry is always held, however large.
    while (this.size > 1 && (this.size > this.bound.entries || this.characters > this.bound.characters))
      this.releaseOldest();
  }

  private releaseOldest(): void {
    this.characters -= this.costs[this.head] as number;
    this.head += 1;
    this.first += 1;
    if (this.head >= 1024 && this.head * 2 >= this.held.length) {
      this.held = this.held.slice(this.head);
      this.costs = this.costs.slice(this.head);
      this.head = 0;
    }
  }

  *range(from: number, to: number, wanted?: (seq: number) => boolean): Iterable<LogEntry> {
    const end = Math.min(to, this.lastSeq);
    for (let seq = Math.max(this.first, from); seq <= end; seq += 1)
      if (!wanted || wanted(seq)) yield this.held[this.head + seq - this.first] as LogEntry;
  }
}
