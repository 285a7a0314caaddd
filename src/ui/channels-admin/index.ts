export { AccessGroupEditorRoute, PresetEditorRoute } from './channel-group-editor';
export { AccessGroupsScreen, InputsScreen, OutputsScreen, PresetsScreen } from './channel-list-screens';
export { ChannelsListOnly, DashboardChannelEditor, InputEditorRoute, OutputEditorRoute } from './channel-routes';
export { ChannelsLayout } from './channels-layout';
