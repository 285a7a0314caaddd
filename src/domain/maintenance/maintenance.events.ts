import type { MaintenanceInfo } from './maintenance';

/** A maintenance.json poll answered. */
export interface MaintenanceChecked {
  readonly type: 'MaintenanceChecked';
  readonly info: MaintenanceInfo;
  readonly at: number;
}

/** A maintenance.json poll failed (network, HTTP status, unreadable body): it counts as not in maintenance. */
export interface MaintenanceCheckFailed {
  readonly type: 'MaintenanceCheckFailed';
  readonly at: number;
}

export type MaintenanceEvent = MaintenanceChecked | MaintenanceCheckFailed;
