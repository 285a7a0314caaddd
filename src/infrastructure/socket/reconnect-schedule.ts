/** Base delays (ms) before reconnect attempt 1, 2, 3…; the last one repeats. */
const steps = [500, 1000, 2000, 5000, 10_000];

/**
 * Reconnect delay with ±30 % jitter, so a hundred consoles that lost the server at the same moment do not
 * all come back in the same millisecond. `random` is injected for tests.
 */
export const reconnectDelay = (tries: number, random: () => number = Math.random): number => {
  const base = steps[Math.min(Math.max(tries, 1), steps.length) - 1] as number;
  return Math.round(base * (0.7 + random() * 0.6));
};
