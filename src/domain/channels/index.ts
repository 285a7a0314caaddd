export type { ChannelsEvent } from './channels.events';
