// The shape of an account's `meta.monitor_wall_layout` and `meta.monitor_wall_settings` (issue 31), declared with the
// account whose meta carries them; what they mean (grids, solo, fallbacks, switches) is domain/monitoring's
// (wall-layout.ts and wall-settings.ts, which re-export these).

/**
 * A monitor wall's density: `auto` fits every shown tile on the screen; `2x2`, `3x3` and `4x4` fit that many
 * (docs/protocol/accounts.md "Wall layout").
 */
export const wallGrids = ['auto', '2x2', '3x3', '4x4'] as const;
export type WallGrid = (typeof wallGrids)[number];

/** One wall's layout: its grid and the tile played large with sound, if any. */
export interface WallLayout {
  readonly grid: WallGrid;
  /** The soloed tile's uuid: a channel's on the monitor walls, an event's on multiview. */
  readonly solo?: string;
}

/** The walls by their route name, as `meta.monitor_wall_layout` stores them. */
export const wallNames = ['monitor', 'sysmonitor', 'multiview'] as const;
export type WallName = (typeof wallNames)[number];
export type WallLayouts = Readonly<Partial<Record<WallName, WallLayout>>>;

/**
 * The walls' header switches, the same on every wall of the account (`meta.monitor_wall_settings`, docs/protocol/
 * accounts.md "Wall settings"): the audible alarm and every tile's stats.
 */
export interface WallSettings {
  readonly alarm_sound: boolean;
  readonly stats: boolean;
}
