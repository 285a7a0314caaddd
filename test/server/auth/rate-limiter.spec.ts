import { expect } from 'chai';
import { LoginLimits } from '../../../server/auth/login-limits';
import { RateLimiter } from '../../../server/auth/rate-limiter';

describe('server/auth/rate-limiter: login attempts (issue 3 "rate-limited per account and address")', () => {
  it('refuses after 5 failures within 60 s until the oldest leaves the window', () => {
    const limiter = new RateLimiter({ failures: 5, windowMs: 60_000 });
    for (let second = 0; second < 5; second += 1) {
      expect(limiter.retryAfter('a', second * 1000)).to.equal(0);
      limiter.fail('a', second * 1000);
    }
    expect(limiter.retryAfter('a', 5_000)).to.equal(55_000);
    expect(limiter.retryAfter('b', 5_000)).to.equal(0);
    expect(limiter.retryAfter('a', 60_001)).to.equal(0);
  });

  it('clears a key', () => {
    const limiter = new RateLimiter({ failures: 1, windowMs: 1000 });
    limiter.fail('a', 0);
    limiter.clear('a');
    expect(limiter.retryAfter('a', 1)).to.equal(0);
  });

  it('counts per account and address (5) and per address (20) by default; a success clears only its own count', () => {
    const limits = new LoginLimits();
    for (let attempt = 0; attempt < 5; attempt += 1) limits.failed('x@demo.local', '10.0.0.1', 0);
    expect(limits.retryAfter('x@demo.local', '10.0.0.1', 1)).to.be.greaterThan(0);
    // A stranger failing at 10.0.0.1 does not lock the owner out at 10.0.0.2 (issue 20).
    expect(limits.retryAfter('x@demo.local', '10.0.0.2', 1)).to.equal(0);
    expect(limits.retryAfter('y@demo.local', '10.0.0.1', 1)).to.equal(0);
    for (let attempt = 0; attempt < 15; attempt += 1) limits.failed(`z${attempt}@demo.local`, '10.0.0.1', 0);
    expect(limits.retryAfter('y@demo.local', '10.0.0.1', 1)).to.be.greaterThan(0);
    expect(limits.retryAfter('y@demo.local', '10.0.0.2', 1)).to.equal(0);
    for (let attempt = 0; attempt < 5; attempt += 1) limits.failed('w@demo.local', '10.0.0.3', 0);
    limits.succeeded('w@demo.local', '10.0.0.3');
    expect(limits.retryAfter('w@demo.local', '10.0.0.3', 1)).to.equal(0);
  });
});
