import { AuditRepository } from './audit-repository';
import { ConfigurationSaveRepository } from './configuration-save-repository';
import { CredentialRepository } from './credential-repository';
import type { Database } from './database';
import { PgliteDatabase } from './pglite-database';
import { documentKinds, type DocumentKind } from './document-kinds';
import { DocumentRepository } from './document-repository';
import { SessionRepository } from './session-repository';
import { SystemStateRepository } from './system-state-repository';

/** The database and one repository per table, built once at start. */
export interface Store {
  readonly db: Database;
  readonly documents: { readonly [K in DocumentKind]: DocumentRepository<K> };
  readonly sessions: SessionRepository;
  readonly credentials: CredentialRepository;
  readonly system: SystemStateRepository;
  readonly audit: AuditRepository;
  /** The last configuration saves of each account, for undo (issue 32 §4). */
  readonly configurationSaves: ConfigurationSaveRepository;
}

/**
 * Opens the database — PGlite in `dataDir`, or the PostgreSQL server at `databaseUrl` when one is given
 * (docs/deploy.md) — and builds the repositories on it. `pg` is loaded only when asked for.
 */
export const openStore = async (dataDir: string, databaseUrl?: string): Promise<Store> => {
  const db: Database = databaseUrl
    ? await (await import('./postgres-database')).PostgresDatabase.open(databaseUrl)
    : await PgliteDatabase.open(dataDir);
  const documents = Object.fromEntries(
    documentKinds.map((kind) => [kind, new DocumentRepository(kind, db.read)]),
  ) as Store['documents'];
  return {
    db,
    documents,
    sessions: new SessionRepository(db.read),
    credentials: new CredentialRepository(db.read),
    system: new SystemStateRepository(db.read),
    audit: new AuditRepository(db.read),
    configurationSaves: new ConfigurationSaveRepository(db.read),
  };
};
