// The size of a monitor wall's tiles (issue 31 §1): every tile 16:9 with its header and footer, the grid closed
// up in the wall's order, as large as the chosen density allows on the screen the wall has.
import type { WallGrid } from './wall-layout';

/** The space the tiles share, in CSS pixels. */
export interface WallArea {
  readonly width: number;
  readonly height: number;
}

/** What a tile adds around its 16:9 picture and how tiles are spaced. */
export interface TileChrome {
  /** Header and footer together. */
  readonly height: number;
  readonly gap: number;
  /** Narrower tiles are unreadable: below this the wall scrolls instead. */
  readonly minWidth: number;
}

export interface GridGeometry {
  readonly columns: number;
  /** Rows on one screen; more tiles scroll by rows. */
  readonly rows: number;
  /** Each tile's width; its height is `width × 9 / 16 + chrome.height`. */
  readonly tileWidth: number;
}

export interface SoloGeometry {
  /** The soloed tile's width. */
  readonly soloWidth: number;
  /** The other tiles, in a strip beside it. */
  readonly strip: GridGeometry;
}

const pictureRatio = 16 / 9;

/** The widest tile for `columns × rows` in the area (the limit is the width or the height). */
const tileWidthFor = (area: WallArea, columns: number, rows: number, chrome: TileChrome): number => {
  const byWidth = (area.width - (columns - 1) * chrome.gap) / columns;
  const byHeight = ((area.height - (rows - 1) * chrome.gap) / rows - chrome.height) * pictureRatio;
  return Math.floor(Math.min(byWidth, byHeight));
};

/** A chosen N×N grid goes this small before it scrolls: the operator asked for that many tiles on the screen. */
const chosenGridMinWidth = 100;

const sideOf = (grid: Exclude<WallGrid, 'auto'>): number => Number(grid.slice(0, 1));

/**
 * The tiles' grid: `auto` tries every column count and keeps the largest tiles that put all `count` on one screen
 * (fewer columns on a tie); `N×N` fits N columns and N rows on one screen, the operator's explicit density, down to
 * `chosenGridMinWidth` (a 4×4 on a laptop). Below the minimum the tiles keep that
 * width and the wall scrolls, with as many columns as fit.
 */
export const gridGeometry = (area: WallArea, count: number, grid: WallGrid, chrome: TileChrome): GridGeometry => {
  const candidates: GridGeometry[] =
    grid === 'auto'
      ? Array.from({ length: Math.max(1, count) }, (_, index) => {
          const columns = index + 1;
          const rows = Math.max(1, Math.ceil(count / columns));
          return { columns, rows, tileWidth: tileWidthFor(area, columns, rows, chrome) };
        })
      : [
          {
            columns: sideOf(grid),
            rows: sideOf(grid),
            tileWidth: tileWidthFor(area, sideOf(grid), sideOf(grid), chrome),
          },
        ];
  // The first of the widest: fewer columns on a tie.
  const best = candidates.reduce((widest, candidate) => (candidate.tileWidth > widest.tileWidth ? candidate : widest));
  const minWidth = grid === 'auto' ? chrome.minWidth : Math.min(chrome.minWidth, chosenGridMinWidth);
  if (best.tileWidth >= minWidth) return best;
  const columns = Math.max(1, Math.floor((area.width + chrome.gap) / (minWidth + chrome.gap)));
  const rowHeight = minWidth / pictureRatio + chrome.height + chrome.gap;
  return {
    columns: grid === 'auto' ? columns : Math.min(columns, best.columns),
    rows: Math.max(1, Math.floor((area.height + chrome.gap) / rowHeight)),
    tileWidth: minWidth,
  };
};

/** The strip's share of the wall's width while a tile is soloed: the smallest that fits every other tile. */
const stripShares = [0.2, 0.25, 0.3, 0.35, 0.4, 0.45] as const;
/** Strip tiles may be smaller than grid tiles: they are there to be glanced at, the solo to be watched. */
const stripTileMinWidth = 150;

/**
 * Solo: the soloed tile as large as the area allows, beside a strip holding the other tiles closed up in an auto
 * grid. The strip takes the smallest share of the width (20 % to 45 %) whose tiles all fit the height at 150 px or
 * wider; when none does, 45 % and the wall scrolls. Without other tiles the soloed one takes the whole area.
 */
export const soloGeometry = (area: WallArea, others: number, chrome: TileChrome): SoloGeometry => {
  const byHeight = Math.floor((area.height - chrome.height) * pictureRatio);
  if (others === 0)
    return { soloWidth: Math.min(Math.floor(area.width), byHeight), strip: { columns: 0, rows: 0, tileWidth: 0 } };
  const stripChrome = { ...chrome, minWidth: Math.min(chrome.minWidth, stripTileMinWidth) };
  const stripOf = (share: number): GridGeometry =>
    gridGeometry({ width: Math.floor(area.width * share), height: area.height }, others, 'auto', stripChrome);
  const fits = (strip: GridGeometry): boolean =>
    strip.tileWidth >= stripChrome.minWidth && Math.ceil(others / strip.columns) <= strip.rows;
  const strip = stripShares.map(stripOf).find(fits) ?? stripOf(stripShares[stripShares.length - 1] ?? 0.45);
  const stripWidth = strip.columns * strip.tileWidth + (strip.columns - 1) * chrome.gap;
  return { soloWidth: Math.max(0, Math.min(Math.floor(area.width - stripWidth - chrome.gap), byHeight)), strip };
};
