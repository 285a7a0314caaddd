/** The value `percent` % of the measurements lie at or under (nearest rank; 0 for none). */
export const percentile = (values: readonly number[], percent: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((percent / 100) * sorted.length))] ?? 0;
};

/** How long `run` took, in milliseconds. */
export const timed = (run: () => unknown): number => {
  const begin = performance.now();
  run();
  return performance.now() - begin;
};

/** A figure to two decimals, as the bench reports milliseconds. */
export const round2 = (value: number): number => Math.round(value * 100) / 100;
