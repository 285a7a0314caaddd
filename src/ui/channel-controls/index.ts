export { EventChannelControls } from './event-channel-controls';
