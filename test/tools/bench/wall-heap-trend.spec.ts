import { expect } from 'chai';
import { heapTrend } from '../../../tools/bench/wall-heap-trend';

// The wall soak's heap growth as the least-squares line through a heap after every simulated hour (issue 31 §3).

describe('bench: the wall soak heap trend', () => {
  it('fits a line through the hourly heaps: its end over its start is the growth', () => {
    // 20 MB growing 0.5 MB an hour, with a ±1.5 MB swing that alternates from hour to hour.
    const samples = Array.from({ length: 13 }, (_, hour) => 20 + 0.5 * hour + (hour % 2 === 0 ? 1.5 : -1.5));
    const trend = heapTrend(samples);
    expect(trend.slopeMegabytesPerHour).to.be.closeTo(0.5, 0.03);
    expect(trend.fittedStartMegabytes).to.be.closeTo(20, 0.3);
    expect(trend.fittedEndMegabytes).to.be.closeTo(26, 0.3);
    expect(trend.growth).to.be.closeTo(1.3, 0.02);
  });

  it('reads a swing of the last heap as a swing, not as growth (the two-point figure did)', () => {
    // Flat at 15 MB, the last heap 3 MB high: two points said ×1.2.
    const samples = [15, 15.4, 14.7, 15.2, 14.8, 15.1, 14.9, 15.3, 14.6, 15, 15.2, 14.8, 18];
    expect(samples.at(-1)! / samples[0]!).to.equal(1.2);
    const trend = heapTrend(samples);
    expect(trend.growth).to.be.below(1.1);
    expect(trend.growth).to.be.above(1);
  });

  it('is exact for heaps on a line, and flat is ×1', () => {
    expect(heapTrend([10, 12, 14])).to.deep.equal({
      fittedStartMegabytes: 10,
      fittedEndMegabytes: 14,
      slopeMegabytesPerHour: 2,
      growth: 1.4,
    });
    expect(heapTrend([16, 16]).growth).to.equal(1);
  });

  it('refuses fewer than two heaps', () => {
    expect(() => heapTrend([16])).to.throw('at least two samples, got 1');
  });
});
