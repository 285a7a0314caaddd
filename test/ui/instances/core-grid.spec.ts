import { expect } from 'chai';
import { coreGrid, corePlace, gaugeRow, trackOf } from '../../../src/ui/instances/core-grid';

// The per-core gauges' places in their SVG must be where CSS grid put the HTML rows they replace:
// `repeat(auto-fill, minmax(220px, 1fr))` with a 12 px column gap, 16 px rows.
describe('core gauges grid', () => {
  it('fits as many 220 px columns as the width allows, gaps included, and shares the width among them', () => {
    expect(coreGrid(451, 32)).to.deep.include({ columns: 1, columnWidth: 451 });
    const two = coreGrid(452, 32);
    expect(two).to.deep.include({ columns: 2, columnWidth: 220, width: 452, height: 16 * 16 });
    const three = coreGrid(1000, 32);
    expect(three.columns).to.equal(4);
    expect(three.columnWidth).to.equal((1000 - 3 * 12) / 4);
    expect(three.height).to.equal(8 * gaugeRow.height);
  });

  it('keeps one column of the minimum width when the section is narrower, as the grid overflows', () => {
    expect(coreGrid(150, 4)).to.deep.equal({ columns: 1, columnWidth: 220, width: 220, height: 64 });
    expect(coreGrid(0, 32).columns).to.equal(1);
  });

  it('keeps the empty columns auto-fill keeps when there are fewer cores than columns', () => {
    const grid = coreGrid(1000, 2);
    expect(grid).to.deep.include({ columns: 4, height: 16 });
    expect(corePlace(grid, 1)).to.deep.equal({ x: grid.columnWidth + 12, y: 0 });
  });

  it('places the cores row by row, left to right', () => {
    const grid = coreGrid(452, 5);
    expect([0, 1, 2, 3, 4].map((index) => corePlace(grid, index))).to.deep.equal([
      { x: 0, y: 0 },
      { x: 232, y: 0 },
      { x: 0, y: 16 },
      { x: 232, y: 16 },
      { x: 0, y: 32 },
    ]);
  });

  it('puts the bar between the 72 px label and the 64 px value, 8 px from each', () => {
    expect(trackOf(220)).to.deep.equal({ x: 80, width: 220 - 80 - 8 - 64 });
    expect(trackOf(100)).to.deep.equal({ x: 80, width: 0 });
  });
});
