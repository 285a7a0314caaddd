// A short history of the figures a person looks at for a trend (issue 13): CPU, memory and bitrates, as
// sparklines on the instance panel. Kept per instance while its status arrives, newest last.
import { cpuSummary, memoryPercent } from './instance-gauges';
import { encoderModules, type InstanceStatus } from './instance-status';

/** Three minutes of a status sent once a second. */
export const historyLength = 180;

/**
 * Every status frame an instance sent in one fold, one row each, append-only: the sequence number of the log
 * entry it came in and one column per series (NaN where the frame lacked that figure), in typed arrays
 * (8 bytes a figure). Shared by the states that follow one another and by the store's checkpoints of them, so a
 * checkpoint costs one small object per instance and a state refolded after a seek finds the rows of the
 * frames the seek skipped (see `withSamples`).
 */
export class SampleRows {
  seqs = new Float64Array(16);
  readonly columns = new Map<string, Float64Array>();
  length = 0;

  /** The row of the entry `seq` at or after `from`, or -1 (rows are in ascending seq). */
  rowOf(seq: number, from: number): number {
    let low = from;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = this.seqs[middle] as number;
      if (at === seq) return middle;
      if (at < seq) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /** The first row at or after `from` whose entry comes after `seq`. */
  rowAfter(seq: number, from: number): number {
    let low = from;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.seqs[middle] as number) <= seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  append(seq: number, samples: Readonly<Record<string, number>>): void {
    const row = this.length;
    if (row === this.seqs.length) this.grow(Math.ceil(row * 1.5));
    this.seqs[row] = seq;
    for (const column of this.columns.values()) column[row] = NaN;
    for (const series in samples) this.column(series)[row] = samples[series] as number;
    this.length = row + 1;
  }

  /** A new backing holding rows [from, to) of this one. */
  slice(from: number, to: number): SampleRows {
    const rows = new SampleRows();
    rows.grow(Math.max(16, to - from + 1));
    rows.seqs.set(this.seqs.subarray(from, to));
    for (const [series, column] of this.columns) rows.column(series).set(column.subarray(from, to));
    rows.length = to - from;
    return rows;
  }

  private column(series: string): Float64Array {
    let column = this.columns.get(series);
    if (!column) {
      column = new Float64Array(this.seqs.length).fill(NaN);
      this.columns.set(series, column);
    }
    return column;
  }

  private grow(capacity: number): void {
    const seqs = new Float64Array(capacity);
    seqs.set(this.seqs.subarray(0, this.length));
    this.seqs = seqs;
    for (const [series, column] of this.columns) {
      const grown = new Float64Array(capacity).fill(NaN);
      grown.set(column.subarray(0, this.length));
      this.columns.set(series, grown);
    }
  }
}

/**
 * An instance's history: the rows [start, end) of its backing, the last `historyLength` status frames it sent
 * (a figure a frame lacked is absent from that second, not carried over). Read a series with `historyValues`.
 */
export interface InstanceHistory {
  readonly rows: SampleRows;
  readonly start: number;
  readonly end: number;
}

/** The values a frame adds to the history, by series; a part the frame lacks adds nothing to its series. */
export const historySamples = (status: InstanceStatus): Record<string, number> => {
  const samples: Record<string, number> = {};
  const cpu = cpuSummary(status.system?.cpu);
  if (cpu) samples.cpu = cpu.average;
  if (status.system?.memory) samples.memory = memoryPercent(status.system.memory);
  if (status.rtmp_state?.bitrate !== undefined) samples.rtmp = status.rtmp_state.bitrate;
  if (status.srt_state?.bitrate !== undefined) samples.srt = status.srt_state.bitrate;
  if (status.srtla_state?.bitrate !== undefined) samples.srtla = status.srtla_state.bitrate;
  for (const encoder of encoderModules(status)) samples[`encoder:${encoder.name}`] = encoder.bitrate;
  return samples;
};

/**
 * The history with the samples of the frame in log entry `seq` appended, in O(1): one row on the shared backing
 * and one small frozen object. Copying 180-value arrays per sample (or editing them through an immer draft)
 * cost more than the rest of the fold of a status frame, and checkpoints holding windows of arrays kept the
 * whole timeline of samples in the heap (docs/performance.md, issue 19). When the backing already goes past
 * this state (a refold after a seek, from a checkpoint) and holds the row of `seq`, that row is this frame's:
 * the window moves to it, which also brings in the rows of the frames the seek skipped, so the history after
 * a seek is exactly the one folded live. Otherwise (another branch) the window is copied first.
 */
export const withSamples = (
  held: InstanceHistory | undefined,
  seq: number,
  samples: Readonly<Record<string, number>>,
  limit = historyLength,
): InstanceHistory => {
  let rows = held?.rows;
  let end = held?.end ?? 0;
  if (!rows) rows = new SampleRows();
  else if (end !== rows.length) {
    const row = rows.rowOf(seq, end);
    if (row >= 0) return Object.freeze({ rows, start: Math.max(held?.start ?? 0, row + 1 - limit), end: row + 1 });
    rows = rows.slice(Math.max(held?.start ?? 0, end - limit), end);
    end = rows.length;
  }
  rows.append(seq, samples);
  end += 1;
  // Frozen, so the store's immer does not walk it looking for drafts at every fold.
  return Object.freeze({ rows, start: Math.max(held?.rows === rows ? held.start : 0, end - limit), end });
};

/**
 * The history of an instance deleted in log entry `seq`: an empty window after that entry's place on the
 * backing (where a refold after a seek finds it too), so a later status of the same id starts afresh.
 */
export const historyCleared = (held: InstanceHistory, seq: number): InstanceHistory => {
  const row = held.rows.rowAfter(seq, held.end);
  return Object.freeze({ rows: held.rows, start: row, end: row });
};

const values = new WeakMap<InstanceHistory, Map<string, readonly number[]>>();

/** A series' values in the window, oldest first (the same array for the same history and series). */
export const historyValues = (history: InstanceHistory, series: string): readonly number[] => {
  let bySeries = values.get(history);
  if (!bySeries) values.set(history, (bySeries = new Map()));
  let held = bySeries.get(series);
  if (!held) {
    const column = history.rows.columns.get(series);
    const list: number[] = [];
    if (column)
      for (let row = history.start; row < history.end; row += 1) {
        const value = column[row] as number;
        if (!Number.isNaN(value)) list.push(value);
      }
    bySeries.set(series, (held = Object.freeze(list)));
  }
  return held;
};

/** The series with at least one value in the window. */
export const historySeriesNames = (history: InstanceHistory): string[] =>
  [...history.rows.columns.keys()].filter((series) => historyValues(history, series).length > 0);
