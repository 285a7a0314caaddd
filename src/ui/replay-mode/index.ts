export { ConsoleSwitch } from './console-switch';
export type { ReplayConsole } from './console-switch';
export { OpenInConsoleButton } from './open-in-console-button';
export { replayPageLocation } from './replay-page-location';
