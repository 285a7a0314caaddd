export { filtersProjection, initialFiltersState } from './filters.projection';
export type { FiltersState } from './filters.projection';
export {
  initialSettingsState,
  maintenanceBypassAccounts,
  settingByName,
  settingsProjection,
} from './settings.projection';
export type { SettingsState } from './settings.projection';
export { isKnownSettingType, maintenanceSettingName, settingTypes } from './setting';
export type { Setting, SettingDraft, SettingType } from './setting';
export type { Filter } from './filter';
export { networkIssueMessage, profileResult, settingsAreaMessages } from './settings-area-messages';
export type { SettingsAreaCommand } from './settings-area-messages';
export type {
  FilterDeleted,
  FiltersEvent,
  FiltersReceived,
  FilterUpdated,
  SettingDeleted,
  SettingsEvent,
  SettingsListEvent,
  SettingsReceived,
  SettingUpdated,
} from './settings.events';
export { isOwnFilter } from './filter-owner';
export {
  accountsListSpec,
  groupsListSpec,
  listTypeRow,
  runningOrderRow,
  settingRow,
  settingsListSpec,
  timedListSpec,
} from './settings-area-rows';
export type { SettingRow, TimedRow } from './settings-area-rows';
export { settingsAreaCommands } from './settings-area-commands';
