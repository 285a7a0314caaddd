export { beforeUnloadWarning } from './before-unload-warning';
export { BrowserDesktopNotifier } from './browser-desktop-notifier';
export { platformZone, RandomIds, SystemClock } from './browser-system';
