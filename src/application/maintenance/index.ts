export { MaintenancePoller } from './maintenance-poller';
export { maintenanceCommands, MaintenanceCommands } from './maintenance.commands';
export type { MaintenanceStartPayload } from './maintenance.commands';
export { maintenanceModule } from './maintenance-module';
export { maintenanceNoticeRules } from './maintenance-notices';
export { MaintenanceStatusQueries } from './maintenance-status.queries';
export type { MaintenanceStatusView } from './maintenance-status.queries';
// The form's message limit, the same number the server enforces.
export { maintenanceMessageLimit } from '../../domain/maintenance';
