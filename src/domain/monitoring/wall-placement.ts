// Where each tile of a monitor wall goes (issue 31 §1): the tiles keep the wall's order and close up, so hiding
// one or soloing one leaves no hole, and a tile keeps its element (its player) whichever layout it is in.
import { gridGeometry, soloGeometry, type TileChrome, type WallArea } from './wall-geometry';
import type { WallLayout } from './wall-layout';

/** A tile's box in the wall, CSS pixels from the wall's top left; its height follows from the width. */
export interface TilePlacement {
  readonly uuid: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface WallPlacement {
  readonly tiles: readonly TilePlacement[];
  /** The wall's whole height (more than the area's when it scrolls). */
  readonly height: number;
  /** The wall's whole width, centred in the area. */
  readonly width: number;
}

const heightOf = (width: number, chrome: TileChrome): number => (width * 9) / 16 + chrome.height;

/** Tiles in rows of `columns`, from (x, y), in order. */
const rowsOf = (
  uuids: readonly string[],
  columns: number,
  width: number,
  chrome: TileChrome,
  origin: { readonly x: number; readonly y: number },
): TilePlacement[] => {
  const height = heightOf(width, chrome);
  return uuids.map((uuid, index) => ({
    uuid,
    x: origin.x + (index % columns) * (width + chrome.gap),
    y: origin.y + Math.floor(index / columns) * (height + chrome.gap),
    width,
    height,
  }));
};

const extent = (tiles: readonly TilePlacement[]): { width: number; height: number } => ({
  width: Math.max(0, ...tiles.map((tile) => tile.x + tile.width)),
  height: Math.max(0, ...tiles.map((tile) => tile.y + tile.height)),
});

/**
 * The wall's tiles for its layout: the grid's rows (wall-geometry `gridGeometry`), or, when the layout's solo is
 * one of `uuids`, the soloed tile at the left and the others in the strip beside it (`soloGeometry`).
 */
export const wallPlacement = (
  area: WallArea,
  uuids: readonly string[],
  layout: WallLayout,
  chrome: TileChrome,
): WallPlacement => {
  const solo = layout.solo === undefined ? undefined : uuids.find((uuid) => uuid === layout.solo);
  if (solo === undefined) {
    const grid = gridGeometry(area, uuids.length, layout.grid, chrome);
    const tiles = rowsOf(uuids, grid.columns, grid.tileWidth, chrome, { x: 0, y: 0 });
    return { tiles, ...extent(tiles) };
  }
  const others = uuids.filter((uuid) => uuid !== solo);
  const geometry = soloGeometry(area, others.length, chrome);
  const soloTile = { uuid: solo, x: 0, y: 0, width: geometry.soloWidth, height: heightOf(geometry.soloWidth, chrome) };
  const strip =
    others.length === 0
      ? []
      : rowsOf(others, geometry.strip.columns, geometry.strip.tileWidth, chrome, {
          x: geometry.soloWidth + chrome.gap,
          y: 0,
        });
  // The wall's order stays the order of the elements: the soloed tile is placed, not moved.
  const byUuid = new Map([soloTile, ...strip].map((tile) => [tile.uuid, tile]));
  const tiles = uuids.flatMap((uuid) => {
    const tile = byUuid.get(uuid);
    return tile ? [tile] : [];
  });
  return { tiles, ...extent(tiles) };
};
