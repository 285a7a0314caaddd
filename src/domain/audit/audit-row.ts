/** One push the studio server handled, as `audit:all` sends it (docs/protocol/server.md "Audit"). */
export interface AuditRow {
  readonly id: number;
  /** When the server handled it, ms since the epoch (the wire carries ISO 8601). */
  readonly at: number;
  readonly account_id?: number;
  readonly account_email: string;
  readonly topic: string;
  readonly event: string;
  /** Redacted by the server before it was stored. */
  readonly payload: unknown;
  readonly outcome: 'ok' | 'error';
  readonly reason?: string;
  readonly latency_ms: number;
}

/** What came of a command, as the audit view shows it; `pending` while a journaled command awaits its reply. */
export type AuditOutcome = 'ok' | 'error' | 'timeout' | 'not_sent' | 'pending';

export const auditOutcomes: readonly AuditOutcome[] = ['ok', 'error', 'timeout', 'not_sent', 'pending'];

/** One line of the audit view, from either source. */
export interface AuditEntry {
  readonly id: string;
  readonly at: number;
  readonly account: string;
  readonly command: string;
  readonly target?: string;
  readonly payload: unknown;
  /** The payload folded to one line. */
  readonly summary: string;
  readonly outcome: AuditOutcome;
  readonly reason?: string;
  readonly latencyMs?: number;
}

/** A command of this browser's persisted journal (the shape JournalKeeper writes). */
export interface JournalRecord {
  readonly id: string;
  readonly at: number;
  readonly account: string;
  readonly name: string;
  readonly args: unknown;
  readonly target?: string;
  readonly outcome?: string;
  readonly reason?: string;
  readonly latencyMs?: number;
}
