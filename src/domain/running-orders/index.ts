export type { RunningOrdersEvent } from './running-orders.events';
