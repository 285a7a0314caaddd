import { RateLimiter, type RateLimit } from './rate-limiter';

export interface LoginLimitOptions {
  /** Per e-mail: 5 failures in 60 s. */
  readonly account?: RateLimit;
  /** Per client address: 20 failures in 60 s, looser because an office shares one address. */
  readonly address?: RateLimit;
}

export const defaultAccountLimit: RateLimit = { failures: 5, windowMs: 60_000 };
export const defaultAddressLimit: RateLimit = { failures: 20, windowMs: 60_000 };

/**
 * Password guesses are limited per account and per client address (issue 3: "login attempts are rate-limited
 * per account and address"); wrong old passwords in change_password count against the account too.
 */
export class LoginLimits {
  private readonly accounts: RateLimiter;
  private readonly addresses: RateLimiter;

  constructor(options: LoginLimitOptions = {}) {
    this.accounts = new RateLimiter(options.account ?? defaultAccountLimit);
    this.addresses = new RateLimiter(options.address ?? defaultAddressLimit);
  }

  /** Milliseconds until this e-mail from this address may try again; 0 when it may try now. */
  retryAfter(email: string, address: string, now: number): number {
    return Math.max(this.accounts.retryAfter(email, now), this.addresses.retryAfter(address, now));
  }

  failed(email: string, address: string | undefined, now: number): void {
    this.accounts.fail(email, now);
    if (address !== undefined) this.addresses.fail(address, now);
  }

  /** A right password clears the account's count; the address keeps its count (it may be guessing many accounts). */
  succeeded(email: string): void {
    this.accounts.clear(email);
  }
}
