import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import { maintenanceSettingName, type Setting } from './setting';
import type { SettingsListEvent } from './settings.events';

// A name used as an object key must not be '__proto__': assigning it would replace the map's prototype.
const isPlainKey = (key: string): boolean => key !== '__proto__';

export interface SettingsState {
  readonly byId: Readonly<Record<string, Setting>>;
  /** Name → id, so a named setting (the maintenance one) is found without scanning. */
  readonly idByName: Readonly<Record<string, number>>;
}

export const initialSettingsState: SettingsState = { byId: {}, idByName: {} };

export const settingsProjection = defineProjection<SettingsState, SettingsListEvent>({
  name: 'settings',
  initial: initialSettingsState,
  handles: {
    SettingsReceived: true,
    SettingUpdated: true,
    SettingDeleted: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'SettingsReceived':
        draft.byId = {};
        draft.idByName = {};
        for (const setting of event.settings) {
          draft.byId[setting.id] = castDraft(setting);
          if (isPlainKey(setting.name)) draft.idByName[setting.name] = setting.id;
        }
        return;
      case 'SettingUpdated': {
        const previous = draft.byId[event.setting.id];
        if (previous && previous.name !== event.setting.name && draft.idByName[previous.name] === previous.id) {
          delete draft.idByName[previous.name];
        }
        draft.byId[event.setting.id] = castDraft(event.setting);
        if (isPlainKey(event.setting.name)) draft.idByName[event.setting.name] = event.setting.id;
        return;
      }
      case 'SettingDeleted': {
        const previous = draft.byId[event.id];
        if (!previous) return;
        if (draft.idByName[previous.name] === previous.id) delete draft.idByName[previous.name];
        delete draft.byId[event.id];
        return;
      }
      default:
        unhandled(event);
    }
  },
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
