import type { AuditRow } from './audit-row';

/** `audit:all` init: the latest rows, newest first; replaces what was held. */
export interface AuditRowsReceived {
  readonly type: 'AuditRowsReceived';
  readonly rows: readonly AuditRow[];
  readonly at: number;
}

/** `audit:all` append: one row the server has just written. */
export interface AuditRowAppended {
  readonly type: 'AuditRowAppended';
  readonly row: AuditRow;
  readonly at: number;
}

/** `audit:all` older: a page of rows older than those held (the answer to the `older` push), newest first. */
export interface AuditOlderRowsReceived {
  readonly type: 'AuditOlderRowsReceived';
  readonly rows: readonly AuditRow[];
  /** Whether the server holds rows older still. */
  readonly more: boolean;
  readonly at: number;
}

export type AuditEvent = AuditRowsReceived | AuditRowAppended | AuditOlderRowsReceived;
