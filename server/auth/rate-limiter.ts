/** Failures allowed per key within the window before further attempts are refused. */
export interface RateLimit {
  readonly failures: number;
  readonly windowMs: number;
}

const sweepAbove = 10_000;

/**
 * Counts failures per key (an e-mail, an address) in a sliding window. Time comes in as a parameter so the
 * rule is testable; the state is in memory on purpose: a restart is rare and a lost window only means five
 * more guesses, while persisting every failure would let an attacker write to disk at will.
 */
export class RateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limit: RateLimit) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit.failures) return 0;
    const oldest = recent[recent.length - this.limit.failures] ?? now;
    return Math.max(1, oldest + this.limit.windowMs - now);
  }

  fail(key: string, now: number): void {
    if (this.failures.size >= sweepAbove) this.sweep(now);
    this.failures.set(key, [...this.recent(key, now), now].slice(-this.limit.failures));
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets keys whose failures are all outside the window (bounds memory under a spray of keys). */
  sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }

  private recent(key: string, now: number): number[] {
    const kept = (this.failures.get(key) ?? []).filter((at) => at > now - this.limit.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
