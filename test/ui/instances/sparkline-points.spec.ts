import { expect } from 'chai';
import { sparklinePoints } from '../../../src/ui/instances/sparkline-points';

const parsed = (points: string): number[][] => points.split(' ').map((point) => point.split(',').map(Number));

describe('sparkline points', () => {
  it('spreads the samples over the width and scales from the floor to the highest value, 1 px inside', () => {
    expect(sparklinePoints([0, 50, 100], 120, 28, 0)).to.equal('0,27 60,14 120,1');
  });

  it('starts from the lowest value without a floor, and keeps a range of at least 1', () => {
    expect(sparklinePoints([4000, 5000, 6000], 120, 28, undefined)).to.equal('0,27 60,14 120,1');
    expect(sparklinePoints([7, 7], 120, 28, undefined)).to.equal('0,27 120,27');
    expect(sparklinePoints([0.5, 0.5], 120, 28, 0)).to.equal('0,14 120,14');
  });

  it('rounds every coordinate to a tenth of a pixel', () => {
    const points = parsed(sparklinePoints([3, 1, 4, 1, 5, 9, 2, 6], 120, 28, 0));
    expect(points).to.have.length(8);
    for (const [x, y] of points) {
      expect(Math.round((x as number) * 10)).to.be.closeTo((x as number) * 10, 1e-9);
      expect(Math.round((y as number) * 10)).to.be.closeTo((y as number) * 10, 1e-9);
    }
    expect(points[1]).to.deep.equal([17.1, 24.1]);
  });

  it('draws a single sample at the left edge', () => {
    expect(sparklinePoints([50], 120, 28, 0)).to.equal('0,1');
  });
});
