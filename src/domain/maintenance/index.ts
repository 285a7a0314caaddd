export type { MaintenanceEvent } from './maintenance.events';
