// The wall soak's heap as a trend (issue 31 §3 "heap growth ≤ 10 %"): one heap after a forced collection is within
// a few megabytes of the next whatever grows (what the collector kept of the last hour's players and frames), so
// two points — before the first hour and after the last — say more about that swing than about a growth. The soak
// takes one after every simulated hour and fits a least-squares line through them; the growth is the line's end
// over its start.

export interface HeapTrend {
  /** The line's value at hour 0 and at the last hour, MB. */
  readonly fittedStartMegabytes: number;
  readonly fittedEndMegabytes: number;
  /** MB per simulated hour. */
  readonly slopeMegabytesPerHour: number;
  /** fitted end ÷ fitted start. */
  readonly growth: number;
}

const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/**
 * The least-squares line through `samples` (MB), sample i taken after hour i (sample 0 before the first hour).
 * Throws with fewer than two samples: a line needs two.
 */
export const heapTrend = (samples: readonly number[]): HeapTrend => {
  const count = samples.length;
  if (count < 2) throw new Error(`a heap trend needs at least two samples, got ${count}`);
  const meanHour = (count - 1) / 2;
  const meanHeap = samples.reduce((sum, heap) => sum + heap, 0) / count;
  let covariance = 0;
  let variance = 0;
  samples.forEach((heap, hour) => {
    covariance += (hour - meanHour) * (heap - meanHeap);
    variance += (hour - meanHour) ** 2;
  });
  const slope = covariance / variance;
  const start = meanHeap - slope * meanHour;
  const end = start + slope * (count - 1);
  return {
    fittedStartMegabytes: round(start, 1),
    fittedEndMegabytes: round(end, 1),
    slopeMegabytesPerHour: round(slope, 3),
    growth: round(end / start, 3),
  };
};
