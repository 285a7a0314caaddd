import { expect } from 'chai';
import { retryDelayMs, tileDurationText, tileStateLabel } from '../../../src/domain/monitoring';

describe('tile labels and retry back-off (issue 31 §1)', () => {
  it('says the state and the time since it began', () => {
    expect(tileStateLabel('frozen', 1000, 13_400)).to.equal('Frozen · 12 s');
    expect(tileStateLabel('ended', 1000, 13_400)).to.equal('Ended · 12 s');
    expect(tileStateLabel('playing', 0, 0)).to.equal('Playing · 0 s');
    expect(tileStateLabel('silent', 0, 245_000)).to.equal('Silent · 4 min 5 s');
    expect(tileDurationText(2 * 3_600_000 + 10 * 60_000 + 59_000)).to.equal('2 h 10 min');
  });

  it('adds an offline tile’s next attempt', () => {
    expect(tileStateLabel('offline', 0, 40_000, 47_200)).to.equal('Offline · 40 s · retrying in 8 s');
    expect(tileStateLabel('offline', 0, 40_000, 40_000)).to.equal('Offline · 40 s · retrying now');
    expect(tileStateLabel('offline', 0, 40_000)).to.equal('Offline · 40 s');
    expect(tileStateLabel('stalled', 0, 40_000, 47_200)).to.equal('Stalled · 40 s');
  });

  it('backs off 1 s, then every 2 s in an outage’s first minute, then doubles to 30 s and never stops', () => {
    expect([0, 1, 2, 3, 6].map((attempt) => retryDelayMs(attempt, 10_000))).to.deep.equal([
      1000, 2000, 2000, 2000, 2000,
    ]);
    expect([3, 4, 5, 6, 50].map((attempt) => retryDelayMs(attempt, 90_000))).to.deep.equal([
      8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
