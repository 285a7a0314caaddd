export { InstanceEditorRoute } from './instance-editor';
export { InstancePanelSheet, instancePanelTabs, useInstanceStatus } from './instance-panel';
export { InstancesListOnly, InstancesScreen } from './instances-screen';
export { VersionText } from './version-text';
export { OnlineInstances } from './online-instances';
