/**
 * Base delays (ms) before reconnect attempt 1, 2, 3…; the last one repeats. The first retry comes after a
 * second, so a blip heals almost unseen; each failed attempt is one of spec 1 §2.3's "failed reconnect counts",
 * so the fourth failure, when the overlay gives up and offers a reload, comes about 18 s (13–23 s with the
 * jitter) after the loss (docs/protocol/server.md "Losing the server").
 */
const steps = [1000, 2000, 5000, 10_000, 15_000];

/**
 * Reconnect delay with ±30 % jitter, so a hundred consoles that lost the server at the same moment do not
 * all come back in the same millisecond. `random` is injected for tests.
 */
export const reconnectDelay = (tries: number, random: () => number = Math.random): number => {
  const base = steps[Math.min(Math.max(tries, 1), steps.length) - 1] as number;
  return Math.round(base * (0.7 + random() * 0.6));
};
