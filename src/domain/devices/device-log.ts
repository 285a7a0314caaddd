// Device log entries (spec 3 §3 'Device log'): a comment plus the status and location at the time.

export interface DeviceLog {
  readonly id: number;
  readonly device_id: number;
  readonly account_id?: number;
  readonly meta: { readonly comment?: string };
  readonly device_data?: { readonly status?: string; readonly location?: string };
  /** ISO 8601 time of the entry. */
  readonly updated_at: string;
}

/** A log entry as the device save sends it. */
export interface DeviceLogInput {
  readonly meta: { readonly comment: string };
}
