import type { AuditEntry } from './audit-row';

export const auditCsvColumns = [
  'time',
  'account',
  'command',
  'target',
  'payload',
  'outcome',
  'reason',
  'latency_ms',
] as const;

// RFC 4180: quote a field holding a separator, quote or line break; double inner quotes. A leading =, +, -
// or @ is prefixed with ' so a spreadsheet does not run an account's payload as a formula.
const csvField = (value: string): string => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const payloadText = (payload: unknown): string => {
  if (payload === undefined) return '';
  try {
    return JSON.stringify(payload) ?? '';
  } catch {
    return String(payload);
  }
};

const columnsOf = (entry: AuditEntry): string[] => [
  new Date(entry.at).toISOString(),
  entry.account,
  entry.command,
  entry.target ?? '',
  payloadText(entry.payload),
  entry.outcome,
  entry.reason ?? '',
  entry.latencyMs === undefined ? '' : String(entry.latencyMs),
];

/** The entries as CSV with a header line, CRLF line ends (RFC 4180). */
export const auditToCsv = (entries: readonly AuditEntry[]): string =>
  [auditCsvColumns.join(','), ...entries.map((entry) => columnsOf(entry).map(csvField).join(','))].join('\r\n') +
  '\r\n';

/** The entries as newline-delimited JSON, one object per line. */
export const auditToNdjson = (entries: readonly AuditEntry[]): string =>
  entries
    .map((entry) =>
      JSON.stringify({
        time: new Date(entry.at).toISOString(),
        account: entry.account,
        command: entry.command,
        target: entry.target,
        payload: entry.payload,
        outcome: entry.outcome,
        reason: entry.reason,
        latency_ms: entry.latencyMs,
      }),
    )
    .join('\n') + (entries.length ? '\n' : '');
