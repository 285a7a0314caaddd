export { MaintenancePoller } from './maintenance-poller';
