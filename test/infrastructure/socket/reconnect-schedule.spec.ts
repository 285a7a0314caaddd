import { expect } from 'chai';
import { reconnectAttemptsBeforeGivingUp } from '../../../src/domain/connection';
import { reconnectDelay } from '../../../src/infrastructure/socket/reconnect-schedule';

describe('reconnect schedule (spec 1 §2.3, issue 21 "Outages")', () => {
  it('backs off and spreads consoles with ±30 % jitter', () => {
    expect(reconnectDelay(1, () => 0)).to.equal(700);
    expect(reconnectDelay(1, () => 1)).to.equal(1300);
    expect(reconnectDelay(3, () => 0.5)).to.equal(5000);
    expect(reconnectDelay(99, () => 0.5)).to.equal(15_000);
    const spread = new Set(Array.from({ length: 100 }, (_, i) => reconnectDelay(2, () => i / 100)));
    expect(spread.size).to.be.greaterThan(50);
  });

  it('gives up (more than 3 failed attempts) no sooner than 12 s and no later than 24 s after the loss', () => {
    const until = (random: () => number): number =>
      Array.from({ length: reconnectAttemptsBeforeGivingUp + 1 }, (_, index) =>
        reconnectDelay(index + 1, random),
      ).reduce((sum, delay) => sum + delay, 0);
    expect(until(() => 0.5)).to.equal(18_000);
    expect(until(() => 0)).to.be.at.least(12_000);
    expect(until(() => 1)).to.be.at.most(24_000);
  });
});
