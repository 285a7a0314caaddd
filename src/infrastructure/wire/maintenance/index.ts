export { MaintenanceControlCodec, MaintenanceInfoCodec } from './maintenance.codec';
export { maintenanceHttpCalls } from './maintenance.http';
