import { expect } from 'chai';
import { reconnectDelay } from '../../../src/infrastructure/socket/reconnect-schedule';

describe('reconnect schedule', () => {
  it('backs off and spreads consoles with ±30 % jitter', () => {
    expect(reconnectDelay(1, () => 0)).to.equal(350);
    expect(reconnectDelay(1, () => 1)).to.equal(650);
    expect(reconnectDelay(3, () => 0.5)).to.equal(2000);
    expect(reconnectDelay(99, () => 0.5)).to.equal(10_000);
    const spread = new Set(Array.from({ length: 100 }, (_, i) => reconnectDelay(2, () => i / 100)));
    expect(spread.size).to.be.greaterThan(50);
  });
});
