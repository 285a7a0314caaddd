export { ConsoleSwitch } from './console-switch';
export type { ReplayConsole } from './console-switch';
export { replayPageLocation } from './replay-page-location';
