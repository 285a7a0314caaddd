import type { AuditEntry, AuditOutcome } from './audit-row';

/** What the audit view narrows to; an empty text or an absent bound matches everything. */
export interface AuditFilter {
  /** Exact account e-mail. */
  readonly account: string;
  /** Exact command name. */
  readonly command: string;
  /** Case-insensitive part of the target. */
  readonly target: string;
  readonly outcome: AuditOutcome | 'any';
  /** Inclusive bounds, ms since the epoch. */
  readonly from?: number;
  readonly to?: number;
}

export const noAuditFilter: AuditFilter = { account: '', command: '', target: '', outcome: 'any' };

export type SortDirection = 'newest' | 'oldest';

export const matchesAuditFilter = (filter: AuditFilter): ((entry: AuditEntry) => boolean) => {
  const target = filter.target.trim().toLowerCase();
  return (entry) =>
    (filter.account === '' || entry.account === filter.account) &&
    (filter.command === '' || entry.command === filter.command) &&
    (target === '' || (entry.target ?? '').toLowerCase().includes(target)) &&
    (filter.outcome === 'any' || entry.outcome === filter.outcome) &&
    (filter.from === undefined || entry.at >= filter.from) &&
    (filter.to === undefined || entry.at <= filter.to);
};

/** Entries sorted by time (ties by id, so the order is stable across reloads); a new array. */
export const sortAuditEntries = (entries: readonly AuditEntry[], direction: SortDirection): AuditEntry[] => {
  const sign = direction === 'newest' ? -1 : 1;
  return [...entries].sort((a, b) => sign * (a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
};

/** The distinct values of a field, sorted, for the filter pickers. */
export const distinctValues = (entries: readonly AuditEntry[], field: 'account' | 'command'): string[] =>
  [...new Set(entries.map((entry) => entry[field]))].sort();
