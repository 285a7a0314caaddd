import { entityListProjection, type EntityListState } from '../projection';
import { maintenanceSettingName, type Setting } from './setting';
import type { SettingsListEvent } from './settings.events';

/** The settings by id, and name → id, so a named setting (the maintenance one) is found without scanning. */
export type SettingsState = EntityListState<Setting, 'idByName'>;

export const initialSettingsState: SettingsState = { byId: {}, idByName: {} };

export const settingsProjection = entityListProjection<SettingsListEvent>()({
  name: 'settings',
  received: 'SettingsReceived',
  updated: 'SettingUpdated',
  deleted: 'SettingDeleted',
  records: (event) => event.settings,
  record: (event) => event.setting,
  removed: (event) => event.id,
  index: { name: 'idByName', of: (setting) => setting.name },
});

export const settingByName = (state: SettingsState, name: string): Setting | undefined => {
  const id = Object.hasOwn(state.idByName, name) ? state.idByName[name] : undefined;
  return id === undefined ? undefined : state.byId[id];
};

const accountIdOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
};

/**
 * Account ids that may use the app during maintenance: `value.bypass_accounts` of the setting named
 * 'maintenance' (spec 1 §3, §4). The value is free-form JSON, so ids sent as numeric strings count and
 * anything else is skipped rather than trusted.
 */
export const maintenanceBypassAccounts = (state: SettingsState): readonly number[] => {
  const value = settingByName(state, maintenanceSettingName)?.value;
  if (typeof value !== 'object' || value === null) return [];
  const list = (value as { readonly bypass_accounts?: unknown }).bypass_accounts;
  if (!Array.isArray(list)) return [];
  return list.map(accountIdOf).filter((id): id is number => id !== undefined);
};
