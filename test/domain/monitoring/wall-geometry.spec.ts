import { expect } from 'chai';
import { gridGeometry, soloGeometry, wallPlacement, type TileChrome } from '../../../src/domain/monitoring';

// A monitor card's header and footer as measured in Chromium.
// A monitor card's header and footer as measured in Chromium.
const chrome: TileChrome = { height: 94, gap: 12, minWidth: 150 };
// The wall's area as measured in Chromium on a 1920×1080 and a 1440×900 screen, beside the side bar.
const fullHd = { width: 1443, height: 767 };
const laptop = { width: 963, height: 587 };
const uuids = (count: number): string[] => Array.from({ length: count }, (_, index) => `c${index}`);
const tileHeight = (width: number): number => (width * 9) / 16 + chrome.height;

describe('domain/monitoring: wall geometry (issue 31)', () => {
  it('Auto puts sixteen tiles on one screen without scrolling, as large as they fit', () => {
    for (const area of [fullHd, laptop]) {
      const grid = gridGeometry(area, 16, 'auto', chrome);
      expect(Math.ceil(16 / grid.columns), JSON.stringify(area)).to.be.at.most(grid.rows);
      const rows = Math.ceil(16 / grid.columns);
      expect(rows * tileHeight(grid.tileWidth) + (rows - 1) * chrome.gap).to.be.at.most(area.height);
      expect(grid.columns * grid.tileWidth + (grid.columns - 1) * chrome.gap).to.be.at.most(area.width);
    }
    // The tiles stay readable: no narrower than the minimum.
    expect(gridGeometry(fullHd, 16, 'auto', chrome).tileWidth).to.be.at.least(chrome.minWidth);
    expect(gridGeometry(laptop, 16, 'auto', chrome).tileWidth).to.be.at.least(chrome.minWidth);
  });

  it('Auto with few tiles makes them large: one tile fills the height, two sit side by side', () => {
    expect(gridGeometry(fullHd, 1, 'auto', chrome)).to.deep.include({ columns: 1, rows: 1 });
    expect(gridGeometry(fullHd, 1, 'auto', chrome).tileWidth).to.equal(Math.floor((767 - 94) * (16 / 9)));
    expect(gridGeometry(fullHd, 2, 'auto', chrome)).to.deep.include({ columns: 2, rows: 1 });
  });

  it('N×N fits N columns and N rows on one screen whatever the number of tiles', () => {
    for (const [grid, side] of [
      ['2x2', 2],
      ['3x3', 3],
      ['4x4', 4],
    ] as const) {
      const geometry = gridGeometry(fullHd, 5, grid, chrome);
      expect(geometry).to.deep.include({ columns: side, rows: side });
      expect(side * tileHeight(geometry.tileWidth) + (side - 1) * chrome.gap).to.be.at.most(fullHd.height);
    }
  });

  it('a chosen 4×4 goes below the Auto minimum, down to 100 px, before it scrolls', () => {
    const full = gridGeometry(fullHd, 16, '4x4', chrome);
    expect(4 * tileHeight(full.tileWidth) + 3 * chrome.gap).to.be.at.most(fullHd.height);
    const small = { width: 963, height: 700 };
    const fitted = gridGeometry(small, 16, '4x4', chrome);
    expect(fitted.tileWidth).to.be.within(100, chrome.minWidth - 1);
    expect(4 * tileHeight(fitted.tileWidth) + 3 * chrome.gap).to.be.at.most(small.height);
    // The 1440×900 window: four rows of 100 px tiles do not fit under today's card header; the fourth scrolls.
    expect(gridGeometry(laptop, 16, '4x4', chrome)).to.deep.equal({ columns: 4, rows: 3, tileWidth: 100 });
  });

  it('below the minimum width the tiles keep it and the wall scrolls, with as many columns as fit', () => {
    const geometry = gridGeometry({ width: 600, height: 400 }, 40, 'auto', chrome);
    expect(geometry.tileWidth).to.equal(150);
    expect(geometry.columns).to.equal(3);
  });

  it('solo: the soloed tile is the largest and every other tile fits in the strip beside it', () => {
    const solo = soloGeometry(fullHd, 15, chrome);
    expect(solo.soloWidth).to.be.greaterThan(solo.strip.tileWidth * 4);
    expect(Math.ceil(15 / solo.strip.columns)).to.be.at.most(solo.strip.rows);
    const stripWidth = solo.strip.columns * solo.strip.tileWidth + (solo.strip.columns - 1) * chrome.gap;
    expect(solo.soloWidth + chrome.gap + stripWidth).to.be.at.most(fullHd.width);
    expect(soloGeometry(fullHd, 0, chrome).soloWidth).to.equal(Math.min(1443, Math.floor((767 - 94) * (16 / 9))));
  });

  it('the grid closes up in the wall order: no tile overlaps another and none is left out', () => {
    const placement = wallPlacement(fullHd, uuids(7), { grid: '3x3' }, chrome);
    expect(placement.tiles.map((tile) => tile.uuid)).to.deep.equal(uuids(7));
    const [first, second, , fourth] = placement.tiles;
    expect(second?.x).to.equal((first?.width ?? 0) + chrome.gap);
    expect(fourth).to.deep.include({ x: 0, y: (first?.height ?? 0) + chrome.gap });
    for (const tile of placement.tiles)
      for (const other of placement.tiles.filter((candidate) => candidate !== tile))
        expect(
          tile.x + tile.width <= other.x ||
            other.x + other.width <= tile.x ||
            tile.y + tile.height <= other.y ||
            other.y + other.height <= tile.y,
          `${tile.uuid} overlaps ${other.uuid}`,
        ).to.equal(true);
  });

  it('solo places the soloed tile at the left, the others in order in the strip, keeping the wall order', () => {
    const placement = wallPlacement(fullHd, uuids(16), { grid: 'auto', solo: 'c5' }, chrome);
    expect(placement.tiles.map((tile) => tile.uuid)).to.deep.equal(uuids(16));
    const solo = placement.tiles.find((tile) => tile.uuid === 'c5');
    expect(solo).to.deep.include({ x: 0, y: 0 });
    const strip = placement.tiles.filter((tile) => tile.uuid !== 'c5');
    expect(strip.every((tile) => tile.x > (solo?.width ?? 0) && tile.width < (solo?.width ?? 0))).to.equal(true);
    expect(strip[0]?.uuid).to.equal('c0');
    expect(strip[5]?.uuid).to.equal('c6');
    expect(placement.height).to.be.at.most(fullHd.height);
  });

  it('a solo that is not on the wall lays out the grid', () => {
    const placement = wallPlacement(fullHd, uuids(4), { grid: '2x2', solo: 'gone' }, chrome);
    expect(new Set(placement.tiles.map((tile) => tile.width)).size).to.equal(1);
  });
});
