import type { LogEntry } from '../../domain/log';

/**
 * Random access to log entries by sequence number (1-based: the first entry has seq 1). The live console
 * keeps a window of its newest entries in memory (`WindowedEntries`); tools and the replay screen may read
 * them back from a recording on demand.
 */
export interface EntrySource {
  /** Sequence number of the newest entry (0 when empty). */
  readonly lastSeq: number;
  /**
   * Sequence number of the oldest entry the source still holds (absent or 1 unless older entries were released;
   * lastSeq + 1 when it holds none). Nothing below it can be read back.
   */
  readonly firstSeq?: number;
  /**
   * The held entries with from ≤ seq ≤ to, in order; with `wanted`, only those it accepts (a file-backed source
   * then never reads or parses the others). Entries below `firstSeq` are not yielded.
   */
  range(from: number, to: number, wanted?: (seq: number) => boolean): Iterable<LogEntry>;
}

/** Entries held in an array; entry i has seq i + 1. Holds everything (a replay's loaded recording). */
export class InMemoryEntries implements EntrySource {
  private readonly entries: LogEntry[] = [];

  get lastSeq(): number {
    return this.entries.length;
  }

  get firstSeq(): number {
    return 1;
  }

  push(entry: LogEntry): void {
    if (entry.seq !== this.entries.length + 1)
      throw new Error(`entry seq ${entry.seq} out of order (expected ${this.entries.length + 1})`);
    this.entries.push(entry);
  }

  *range(from: number, to: number, wanted?: (seq: number) => boolean): Iterable<LogEntry> {
    const end = Math.min(to, this.entries.length);
    for (let seq = Math.max(1, from); seq <= end; seq += 1)
      if (!wanted || wanted(seq)) yield this.entries[seq - 1] as LogEntry;
  }
}
