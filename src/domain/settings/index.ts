export type { SettingsEvent } from './settings.events';
