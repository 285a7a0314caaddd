import { ContainerModule } from 'inversify';
import { AuditSource } from './audit-source';
import { AuditQueries } from './audit.queries';

/** The audit view (issue 7): the server's trail or this browser's journal, filtered, paged and exported. */
export const auditModule = new ContainerModule(({ bind }) => {
  bind(AuditSource).toSelf().inSingletonScope();
  bind(AuditQueries).toSelf().inSingletonScope();
});
