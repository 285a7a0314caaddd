export type { DevicesEvent } from './devices.events';
