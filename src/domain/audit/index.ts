export { auditEntryFromJournal, auditEntryFromRow, summarizePayload, summaryLength } from './audit-entries';
export { auditCsvColumns, auditToCsv, auditToNdjson } from './audit-export';
export { distinctValues, matchesAuditFilter, noAuditFilter, sortAuditEntries } from './audit-filter';
export type { AuditFilter, SortDirection } from './audit-filter';
export { auditOutcomes } from './audit-row';
export type { AuditEntry, AuditOutcome, AuditRow, JournalRecord } from './audit-row';
export { auditInitRows, auditProjection, initialAuditState } from './audit.projection';
export type { AuditState } from './audit.projection';
export type { AuditEvent, AuditOlderRowsReceived, AuditRowAppended, AuditRowsReceived } from './audit.events';
