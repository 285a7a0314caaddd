export { maintenancePollMs, maintenanceRecheckMs } from './maintenance';
export type { MaintenanceControl, MaintenanceInfo } from './maintenance';
export { initialMaintenanceState, maintenanceProjection } from './maintenance.projection';
export type { MaintenanceState } from './maintenance.projection';
export {
  hasMaintenanceStarted,
  isAppBlocked,
  isLoginRestricted,
  isMaintenanceRunning,
  maintenanceEnded,
} from './maintenance-blocking';
export type { MaintenanceChecked, MaintenanceCheckFailed, MaintenanceEvent } from './maintenance.events';
export {
  defaultMaintenanceWindow,
  formatMaintenanceTime,
  maintenanceMessageLimit,
  maintenanceLongestSeconds,
  maintenanceStart,
  maintenanceStartRange,
  maintenanceWindowBounds,
  maintenanceWindowMessages,
} from './maintenance-window';
export type { MaintenanceWindowProblem } from './maintenance-window';
