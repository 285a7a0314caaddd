import type { LogEntry } from '../../domain/log';
import { entryMatcher, isEntryFilterEmpty, type EntryFilter } from './entry-filter';

/** Sequence numbers of matches, in a growing typed array. */
class Found {
  private seqs = new Int32Array(1024);
  private count = 0;

  constructor(private readonly keep: (entry: LogEntry) => boolean) {}

  add(entries: Iterable<LogEntry>): void {
    for (const entry of entries) {
      if (!this.keep(entry)) continue;
      if (this.count === this.seqs.length) {
        const grown = new Int32Array(this.seqs.length * 2);
        grown.set(this.seqs);
        this.seqs = grown;
      }
      this.seqs[this.count] = entry.seq;
      this.count += 1;
    }
  }

  result(): InspectorMatches {
    return InspectorMatches.found(this.count, this.seqs.subarray(0, this.count));
  }
}

/**
 * The entries a filter keeps, by position: with no filter every entry is a match and nothing is stored;
 * otherwise the matching sequence numbers, 4 bytes each, so a million matches is 4 MB and a list row is found
 * in O(1).
 */
export class InspectorMatches {
  private constructor(
    readonly count: number,
    private readonly seqs: Int32Array | undefined,
    /** True while a filter is still reading a version 2 file's blocks: nothing is listed yet. */
    readonly searching = false,
  ) {}

  /** What the list shows while a filter reads a version 2 file's blocks. */
  static searchingFor(): InspectorMatches {
    return new InspectorMatches(0, new Int32Array(0), true);
  }

  static found(count: number, seqs: Int32Array): InspectorMatches {
    return new InspectorMatches(count, seqs);
  }

  static all(total: number): InspectorMatches {
    return new InspectorMatches(total, undefined);
  }

  /** `entries` is only read when the filter narrows anything. */
  static of(entries: () => Iterable<LogEntry>, filter: EntryFilter, total: number): InspectorMatches {
    if (isEntryFilterEmpty(filter)) return InspectorMatches.all(total);
    const found = new Found(entryMatcher(filter));
    found.add(entries());
    return found.result();
  }

  /** The same, over entries read a batch at a time (a version 2 file's blocks), without holding them. */
  static async scan(batches: AsyncIterable<readonly LogEntry[]>, filter: EntryFilter): Promise<InspectorMatches> {
    const found = new Found(entryMatcher(filter));
    for await (const batch of batches) found.add(batch);
    return found.result();
  }

  /** Sequence number of the match at `index` (0-based). */
  seqAt(index: number): number {
    return this.seqs ? (this.seqs[index] as number) : index + 1;
  }

  /** Index of the first match at or after `seq`, for scrolling the list to the cursor. */
  indexOf(seq: number): number {
    if (!this.seqs) return Math.max(0, seq - 1);
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.seqs[middle] as number) < seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
