import { RateLimiter, type RateLimit } from './rate-limiter';

export interface LoginLimitOptions {
  /** Per e-mail and client address together: 5 failures in 60 s. */
  readonly account?: RateLimit;
  /** Per client address, whatever the e-mail: 20 failures in 60 s, looser because an office shares one address. */
  readonly address?: RateLimit;
}

export const defaultAccountLimit: RateLimit = { failures: 5, windowMs: 60_000 };
export const defaultAddressLimit: RateLimit = { failures: 20, windowMs: 60_000 };

/**
 * Password guesses are limited per account and per client address (issue 3: "login attempts are rate-limited
 * per account and address"); wrong old passwords in change_password count too, with the session as the source.
 *
 * The account's count is kept per source, not per e-mail alone (issue 20, docs/protocol.md "Security"): a
 * stranger failing five times for an operator's e-mail throttles the stranger's address for that e-mail, and the
 * operator at the console, from an address that has not been failing, still signs in with the right password.
 * An e-mail-wide lock would hand anyone who knows an operator's address a way to keep them out of a live show.
 * The price: guesses spread over many addresses are bounded per address (and by the scrypt cost of each try),
 * not per account.
 */
export class LoginLimits {
  private readonly accounts: RateLimiter;
  private readonly addresses: RateLimiter;

  constructor(options: LoginLimitOptions = {}) {
    this.accounts = new RateLimiter(options.account ?? defaultAccountLimit);
    this.addresses = new RateLimiter(options.address ?? defaultAddressLimit);
  }

  /** Milliseconds until this e-mail from this source may try again; 0 when it may try now. */
  retryAfter(email: string, source: string, now: number): number {
    return Math.max(this.accounts.retryAfter(pairKey(email, source), now), this.addresses.retryAfter(source, now));
  }

  failed(email: string, source: string, now: number): void {
    this.accounts.fail(pairKey(email, source), now);
    this.addresses.fail(source, now);
  }

  /** A right password clears this source's count for the account; the address keeps its own (it may be guessing many accounts). */
  succeeded(email: string, source: string): void {
    this.accounts.clear(pairKey(email, source));
  }
}

const pairKey = (email: string, source: string): string => `${email}\n${source}`;
