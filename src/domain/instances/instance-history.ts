// A short history of the figures a person looks at for a trend (issue 13): CPU, memory and bitrates, as
// sparklines on the instance panel. Kept per instance while its status arrives, newest last.
import { cpuSummary, memoryPercent } from './instance-gauges';
import { encoderModules, type InstanceStatus } from './instance-status';

/** Three minutes of a status sent once a second. */
export const historyLength = 180;

/**
 * One series: the window [start, end) of a backing array. The backing is append-only and shared by the states
 * that follow one another (and the store's checkpoints of them): appending pushes onto it when this state's
 * window ends where the backing does, so a state folded earlier keeps seeing its own window. Read the values
 * with `historyValues`.
 */
export interface HistorySeries {
  readonly backing: readonly number[];
  readonly start: number;
  readonly end: number;
}

/** Series name → series. Names: cpu, memory, rtmp, srt, srtla, encoder:{name}. */
export type InstanceHistory = Readonly<Record<string, HistorySeries>>;

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

/** A backing this many lengths long is copied down to its window when appended to (bounds it; amortized O(1)). */
const compactAt = 4;

/**
 * A series with one value appended, in O(1): copying a 180-value array per sample (or editing it through an
 * immer draft) cost more than the rest of the fold of a status frame, and every checkpoint kept its own copy
 * (docs/performance.md, issue 19). A window that no longer ends where its backing does (a later state of
 * another branch appended, e.g. after a seek) is copied first.
 */
export const withSample = (series: HistorySeries | undefined, value: number, limit = historyLength): HistorySeries => {
  if (!series) return Object.freeze({ backing: [value], start: 0, end: 1 });
  const from = Math.max(series.start, series.end + 1 - limit);
  const shared = series.backing.length === series.end && series.backing.length < compactAt * limit;
  const backing = shared ? (series.backing as number[]) : series.backing.slice(from, series.end);
  backing.push(value);
  return Object.freeze({ backing, start: shared ? from : 0, end: backing.length });
};

/** The history with one frame's samples appended; series the frame lacks are shared as they are. */
export const withSamples = (
  held: InstanceHistory | undefined,
  samples: Readonly<Record<string, number>>,
  limit = historyLength,
): InstanceHistory => {
  const next: Record<string, HistorySeries> = { ...held };
  for (const series in samples) next[series] = withSample(next[series], samples[series] as number, limit);
  // Frozen, so the store's immer does not walk it looking for drafts at every fold.
  return Object.freeze(next);
};

const values = new WeakMap<HistorySeries, readonly number[]>();

/** A series' values, oldest first (the same array for the same series). */
export const historyValues = (series: HistorySeries): readonly number[] => {
  let held = values.get(series);
  if (!held) values.set(series, (held = Object.freeze(series.backing.slice(series.start, series.end))));
  return held;
};
