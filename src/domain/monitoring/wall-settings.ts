// The walls' header switches (issue 31 §1): the audible alarm and every tile's stats, remembered per account on the
// server beside the walls' layout (`meta.monitor_wall_settings`), so every console of the account shows the same.
import type { WallSettings } from '../accounts';

export type { WallSettings } from '../accounts';

/** Both off: an account that never chose has a silent wall without stats. */
export const defaultWallSettings: WallSettings = { alarm_sound: false, stats: false };

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The account's saved switches, read leniently: an account saved before they existed, another client's shape, or a
 * switch that is not `true` reads as off.
 */
export const savedWallSettings = (value: unknown): WallSettings =>
  isObject(value) ? { alarm_sound: value.alarm_sound === true, stats: value.stats === true } : defaultWallSettings;

/** The settings with one switch turned. */
export const withWallSetting = (settings: WallSettings, key: keyof WallSettings, on: boolean): WallSettings => ({
  ...settings,
  [key]: on,
});
