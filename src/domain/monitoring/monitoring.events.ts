import type { WallLayouts } from './wall-layout';
import type { WallSettings } from './wall-settings';

/**
 * A `monitor.filter` push (a side-bar eye or a card's close button), decoded: the whole list of channel uuids
 * it saves as shown. `id` is the command's.
 */
export interface MonitorFilterAsked {
  readonly type: 'MonitorFilterAsked';
  readonly id: string;
  readonly filter: readonly string[];
  readonly at: number;
}

/** A `monitor.layout` push (a grid choice or a solo), decoded: every wall's layout it saves. `id` is the command's. */
export interface MonitorLayoutAsked {
  readonly type: 'MonitorLayoutAsked';
  readonly id: string;
  readonly layouts: WallLayouts;
  readonly at: number;
}

/** A `monitor.settings` push (the Sound alarm or Stats switch), decoded: both switches it saves. */
export interface MonitorSettingsAsked {
  readonly type: 'MonitorSettingsAsked';
  readonly id: string;
  readonly settings: WallSettings;
  readonly at: number;
}

export type MonitoringEvent = MonitorFilterAsked | MonitorLayoutAsked | MonitorSettingsAsked;
