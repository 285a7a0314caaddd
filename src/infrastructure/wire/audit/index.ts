export { AuditRowCodec, isoTime } from './audit-row.codec';
export { auditTopics } from './audit.topics';
