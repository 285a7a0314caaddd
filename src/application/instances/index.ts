export { InstanceCommands, streamerMessageMaxLength } from './instance.commands';
export type { StreamerAction } from './instance.commands';
export { InstancePanelQueries } from './instance-panel.queries';
export type { InstanceCard, InstancePanel, ReceivedMessage } from './instance-panel.queries';
export { instanceStatusTopic, InstanceStatusFeed } from './instance-status-feed';
export { instancesModule } from './instances-module';
export { figureAge } from './figure-age';
// A CPU figure as the panel shows it: the per-core gauges draw every value ahead.
export { cpuGauge } from '../../domain/instances';
export { blankInstanceForm, instanceFormOf, instanceSavePlan, instanceTypeChoices } from './instance-form';
export type { InstanceForm, InstanceSavePlan } from './instance-form';
export { InstanceAdminCommands } from './instances-admin.commands';
export { InstancesAdminQueries } from './instances-admin.queries';
export type { ChannelChoice } from './instances-admin.queries';
export { instanceNoticeRules } from './instances-notices';
export { OnlineInstancesQueries, sameOnlineEntry } from './online-instances.queries';
export type { OnlineInstancesView } from './online-instances.queries';
