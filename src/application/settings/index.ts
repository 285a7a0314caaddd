export { SettingsAreaCommands } from './settings-area.commands';
export { settingsAreaModule } from './settings-area-module';
export { settingsAreaNoticeRules } from './settings-area-notices';
export { SettingsAreaQueries } from './settings-area.queries';
export type { Choice, GroupChoices, GroupOption, SettingsRecordTable, WallChoices } from './settings-area.queries';
export {
  accountFormOf,
  accountSavePlan,
  blankAccountForm,
  groupPicker,
  ownPasswordRequired,
  passwordHint,
  resetsPassword,
  saveRefusalMessage,
  accountFailureText,
  accountMetaOf,
} from './account-form';
export type { AccountForm, AccountSavePlan } from './account-form';
export { blankGroupForm, groupFormOf, groupRoleChoices, groupSavePlan } from './group-form';
export type { GroupForm, GroupSavePlan } from './group-form';
export {
  blankSettingForm,
  epgTemplateHelp,
  settingFormOf,
  settingListIdKeys,
  settingSavePlan,
  settingValueEditor,
  settingValueObject,
  withValueKey,
} from './setting-form';
export type { SettingForm, SettingSavePlan, SettingValueEditor } from './setting-form';
export {
  blankListTypeForm,
  listFieldPositions,
  listFieldTypes,
  listTypeFormOf,
  listTypeSavePlan,
  newListField,
  showText,
  withShowText,
} from './list-type-form';
export type { ListTypeForm, ListTypeSavePlan } from './list-type-form';
export {
  blankRunningOrderForm,
  changedItem,
  newRunningOrderItem,
  runningOrderChoices,
  runningOrderFormOf,
  runningOrderProblems,
  runningOrderSavePlan,
} from './running-order-form';
export type { RunningOrderForm, RunningOrderSavePlan } from './running-order-form';
