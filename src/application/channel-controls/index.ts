export { channelControlCommands, channelControlNoticeRules } from './channel-controls-notices';
export { ChannelControlCommands } from './channel-controls.commands';
export { ChannelControlsQueries } from './channel-controls.queries';
export { channelControlsModule } from './channel-controls-module';
export type { EventControlsView } from './event-tiles';
