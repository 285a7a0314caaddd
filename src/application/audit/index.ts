export { auditModule } from './audit-module';
export { AuditSource, auditTopic } from './audit-source';
export type { AuditSourceKind } from './audit-source';
export { AuditQueries } from './audit.queries';
export type { AuditExport, AuditOptions, AuditView } from './audit.queries';
