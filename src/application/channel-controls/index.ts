export { channelControlNoticeRules } from './channel-controls-notices';
export { ChannelControlCommands, channelControlCommands } from './channel-controls.commands';
export { ChannelControlsQueries } from './channel-controls.queries';
export { channelControlsModule } from './channel-controls-module';
export type { EventControlsView } from './event-tiles';
