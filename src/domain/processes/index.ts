export type { ProcessEvent } from './processes.events';
