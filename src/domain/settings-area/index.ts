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
