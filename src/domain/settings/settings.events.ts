import type { Filter } from './filter';
import type { Setting } from './setting';

/** `settings:all` init: the full list, replacing what was held. */
export interface SettingsReceived {
  readonly type: 'SettingsReceived';
  readonly settings: readonly Setting[];
  readonly at: number;
}

export interface SettingUpdated {
  readonly type: 'SettingUpdated';
  readonly setting: Setting;
  readonly at: number;
}

export interface SettingDeleted {
  readonly type: 'SettingDeleted';
  readonly id: number;
  readonly at: number;
}

/** `filters:all` init: the full list, replacing what was held. */
export interface FiltersReceived {
  readonly type: 'FiltersReceived';
  readonly filters: readonly Filter[];
  readonly at: number;
}

export interface FilterUpdated {
  readonly type: 'FilterUpdated';
  readonly filter: Filter;
  readonly at: number;
}

export interface FilterDeleted {
  readonly type: 'FilterDeleted';
  readonly id: number;
  readonly at: number;
}

export type SettingsListEvent = SettingsReceived | SettingUpdated | SettingDeleted;
export type FiltersEvent = FiltersReceived | FilterUpdated | FilterDeleted;
export type SettingsEvent = SettingsListEvent | FiltersEvent;
