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
export { actionResult, messageFor, saveMessages, saveResult } from './message-catalogue';
export type { ActionMessages, ActionResult, SaveMessages, SaveResult } from './message-catalogue';
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
export type { SaveArgs, SaveMode } from './save-args';
