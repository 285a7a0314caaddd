// Device log entries (spec 3 §3 'Device log'): a comment plus the status and location at the time.

export interface DeviceLog {
  readonly id: number;
  readonly device_id: number;
  readonly account_id?: number;
  /** `undid`: the entry an undo of a device save adds (issue 32 §4, docs/protocol/undo.md), naming that save. */
  readonly meta: { readonly comment?: string; readonly undid?: DeviceLogUndid };
  readonly device_data?: { readonly status?: string; readonly location?: string };
  /** ISO 8601 time of the entry. */
  readonly updated_at: string;
}

/** The save an undo took back: when it was made (ISO 8601) and the version it produced. */
export interface DeviceLogUndid {
  readonly saved_at: string;
  readonly version: number;
}

/** What the Log tab's comment column says of an undo's entry (its time formatted as the console shows times). */
export const deviceLogUndidText = (savedAt: string): string => `Undid the change saved at ${savedAt}`;

/** A log entry as the device save sends it. */
export interface DeviceLogInput {
  readonly meta: { readonly comment: string };
}
