// How a wall lays out its tiles (issue 31 §1: solo a tile, the grid closes up, remembered per account): the monitor,
// the system monitor and multiview, each by its route name.
import { wallGrids, wallNames, type WallGrid, type WallLayout, type WallLayouts, type WallName } from '../accounts';
import type { MonitorScope } from './monitor-wall';

// The stored shape is declared with the account's meta (domain/accounts/wall-layout-meta.ts); its rules are here.
export { wallGrids, wallNames } from '../accounts';
export type { WallGrid, WallLayout, WallLayouts, WallName } from '../accounts';

export const defaultWallLayout: WallLayout = { grid: 'auto' };

/** The monitor wall of a scope: /monitor or /sysmonitor. */
export const wallNameOf = (scope: MonitorScope): WallName => (scope === 'system' ? 'sysmonitor' : 'monitor');

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isGrid = (value: unknown): value is WallGrid => wallGrids.some((grid) => grid === value);

/** One wall's stored layout, read leniently: a grid this console does not know is `auto`, a solo not a text none. */
const readLayout = (value: unknown): WallLayout | undefined => {
  if (!isObject(value)) return undefined;
  const grid = isGrid(value.grid) ? value.grid : 'auto';
  return typeof value.solo === 'string' && value.solo !== '' ? { grid, solo: value.solo } : { grid };
};

/**
 * The account's saved layouts (`meta.monitor_wall_layout`): accounts saved before layouts existed have none, and
 * another client's shape reads as none, so every wall starts as Auto without a solo.
 */
export const savedWallLayouts = (value: unknown): WallLayouts => {
  if (!isObject(value)) return {};
  const layouts: Partial<Record<WallName, WallLayout>> = {};
  for (const name of wallNames) {
    const layout = readLayout(value[name]);
    if (layout) layouts[name] = layout;
  }
  return layouts;
};

/** The layout of one wall. */
export const wallLayoutOf = (layouts: WallLayouts, wall: WallName): WallLayout => layouts[wall] ?? defaultWallLayout;

/**
 * The layout the wall shows with the tiles it shows: a solo whose channel or event is not on it (hidden by an eye,
 * archived, deleted, not a system channel on the system monitor, not of the day on multiview) falls back to the grid.
 */
export const shownWallLayout = (layout: WallLayout, shown: readonly string[]): WallLayout =>
  layout.solo !== undefined && !shown.includes(layout.solo) ? { grid: layout.grid } : layout;

/** The layouts with one wall's replaced. */
export const withWallLayout = (layouts: WallLayouts, wall: WallName, layout: WallLayout): WallLayouts => ({
  ...layouts,
  [wall]: layout.solo === undefined ? { grid: layout.grid } : layout,
});

/** Clicking a tile solos it; clicking the soloed tile (or Escape) returns to the grid. */
export const toggledSolo = (layout: WallLayout, uuid: string | undefined): WallLayout =>
  uuid === undefined || layout.solo === uuid ? { grid: layout.grid } : { grid: layout.grid, solo: uuid };

/**
 * A channel or event leaving the walls ends its solo on every wall, so showing it again later does not rearrange a
 * wall by itself; undefined when no wall soloed it (nothing to save).
 */
export const withoutSolo = (layouts: WallLayouts, uuid: string): WallLayouts | undefined => {
  const names = (Object.keys(layouts) as WallName[]).filter((name) => layouts[name]?.solo === uuid);
  if (names.length === 0) return undefined;
  const next: Partial<Record<WallName, WallLayout>> = { ...layouts };
  for (const name of names) next[name] = { grid: layouts[name]?.grid ?? 'auto' };
  return next;
};
