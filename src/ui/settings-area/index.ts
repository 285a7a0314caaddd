export { AccountEditorRoute } from './account-editor';
export { AccountsScreen } from './accounts-screen';
export { GroupEditorRoute } from './group-editor';
export { GroupsScreen } from './groups-screen';
export { SettingEditorRoute } from './setting-editor';
export { SettingsLayout } from './settings-layout';
export { ListOnly } from './settings-routes';
export { SettingsScreen } from './settings-screen';
