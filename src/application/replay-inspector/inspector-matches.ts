import type { LogEntry } from '../../domain/log';
import { entryMatcher, isEntryFilterEmpty, type EntryFilter } from './entry-filter';

/**
 * The entries a filter keeps, by position: with no filter every entry is a match and nothing is stored;
 * otherwise the matching sequence numbers, 4 bytes each, so a million matches is 4 MB and a list row is found
 * in O(1).
 */
export class InspectorMatches {
  private constructor(
    readonly count: number,
    private readonly seqs: Int32Array | undefined,
  ) {}

  static all(total: number): InspectorMatches {
    return new InspectorMatches(total, undefined);
  }

  /** `entries` is only read when the filter narrows anything. */
  static of(entries: () => Iterable<LogEntry>, filter: EntryFilter, total: number): InspectorMatches {
    if (isEntryFilterEmpty(filter)) return InspectorMatches.all(total);
    const matches = entryMatcher(filter);
    let seqs = new Int32Array(1024);
    let count = 0;
    for (const entry of entries()) {
      if (!matches(entry)) continue;
      if (count === seqs.length) {
        const grown = new Int32Array(seqs.length * 2);
        grown.set(seqs);
        seqs = grown;
      }
      seqs[count] = entry.seq;
      count += 1;
    }
    return new InspectorMatches(count, seqs.subarray(0, count));
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
