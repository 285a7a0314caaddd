import { auditOutcomes, type AuditEntry, type AuditOutcome, type AuditRow, type JournalRecord } from './audit-row';

/** Past this many characters a summary is cut with an ellipsis; the full payload stays expandable. */
export const summaryLength = 120;

const stringify = (value: unknown): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
};

/** A payload folded to one line: compact JSON, whitespace runs collapsed, cut at `max` characters. */
export const summarizePayload = (payload: unknown, max = summaryLength): string => {
  const line = stringify(payload).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The target a server row acts on: its topic (with the id or uuid that names the event, channel, instance…). */
export const auditEntryFromRow = (row: AuditRow): AuditEntry => ({
  id: `server:${row.id}`,
  at: row.at,
  account: row.account_email,
  command: row.event,
  target: row.topic,
  payload: row.payload,
  summary: summarizePayload(row.payload),
  outcome: row.outcome,
  ...(row.reason ? { reason: row.reason } : {}),
  latencyMs: row.latency_ms,
});

const outcomeOf = (value: string | undefined): AuditOutcome =>
  (auditOutcomes as readonly string[]).includes(value ?? '') ? (value as AuditOutcome) : 'pending';

export const auditEntryFromJournal = (record: JournalRecord): AuditEntry => ({
  id: record.id,
  at: record.at,
  account: record.account,
  command: record.name,
  ...(record.target ? { target: record.target } : {}),
  payload: record.args,
  summary: summarizePayload(record.args),
  outcome: outcomeOf(record.outcome),
  ...(record.reason ? { reason: record.reason } : {}),
  ...(record.latencyMs !== undefined ? { latencyMs: record.latencyMs } : {}),
});
