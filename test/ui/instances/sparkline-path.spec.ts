import { expect } from 'chai';
import { sparklinePath } from '../../../src/ui/instances/sparkline-path';

const points = (path: Float64Array): number[][] =>
  Array.from({ length: path.length / 2 }, (_, index) => [path[index * 2] as number, path[index * 2 + 1] as number]);

describe('sparkline path', () => {
  it('spreads the samples over the width and scales from the floor to the highest value, 1 px inside', () => {
    expect(points(sparklinePath([0, 50, 100], 120, 28, 0))).to.deep.equal([
      [0, 27],
      [60, 14],
      [120, 1],
    ]);
  });

  it('starts from the lowest value without a floor, and keeps a range of at least 1', () => {
    expect(points(sparklinePath([4000, 5000, 6000], 120, 28, undefined))).to.deep.equal([
      [0, 27],
      [60, 14],
      [120, 1],
    ]);
    expect(points(sparklinePath([7, 7], 120, 28, undefined))).to.deep.equal([
      [0, 27],
      [120, 27],
    ]);
    expect(points(sparklinePath([0.5, 0.5], 120, 28, 0))).to.deep.equal([
      [0, 14],
      [120, 14],
    ]);
  });

  it('keeps every sample in the box', () => {
    const path = points(sparklinePath([3, 1, 4, 1, 5, 9, 2, 6], 120, 28, 0));
    expect(path).to.have.length(8);
    for (const [x, y] of path) {
      expect(x).to.be.within(0, 120);
      expect(y).to.be.within(1, 27);
    }
    expect(path[1]?.[0]).to.be.closeTo(120 / 7, 1e-9);
  });

  it('draws a single sample at the left edge', () => {
    expect(points(sparklinePath([50], 120, 28, 0))).to.deep.equal([[0, 1]]);
  });
});
