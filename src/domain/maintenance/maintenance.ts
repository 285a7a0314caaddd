/** The public maintenance info from maintenance.json (spec 3 §3): times are unix seconds. */
export interface MaintenanceInfo {
  readonly running: boolean;
  readonly start_time?: number;
  readonly end_time?: number;
  readonly message?: string;
}

/**
 * The control push that starts or ends maintenance (spec 3 §7: send_control type maintenance, payload type
 * start with start_time and end_time in unix seconds and a message, or end).
 */
export type MaintenanceControl =
  | { readonly type: 'start'; readonly start_time: number; readonly end_time: number; readonly message: string }
  | { readonly type: 'end' };

/** Spec 1 §9 and spec 3 §9. */
export const maintenancePollMs = 10_000;
/** The status is rechecked 1000 ms after a start or stop (spec 3 §4). */
export const maintenanceRecheckMs = 1_000;
