import { PGlite } from '@electric-sql/pglite';
import { PendingWrites, type Database, type Sql } from './database';
import { runMigrations } from './migrations';

/** The embedded driver: PGlite (WASM Postgres) in the data folder, one process per folder. */
export class PgliteDatabase implements Database {
  readonly driver = 'pglite';
  private readonly writes = new PendingWrites();

  private constructor(private readonly pg: PGlite) {}

  static async open(dataDir: string): Promise<PgliteDatabase> {
    const database = new PgliteDatabase(await PGlite.create(dataDir));
    await runMigrations(database);
    return database;
  }

  /** PGlite serialises a read against running transactions. */
  get read(): Sql {
    return this.pg;
  }

  write<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.writes.track(() => this.pg.transaction(work));
  }

  /** One process owns the folder: there is nobody to exclude. */
  exclusively<T>(_lock: number, work: () => Promise<T>): Promise<T> {
    return work();
  }

  close(): Promise<void> {
    return this.writes.close(() => this.pg.close());
  }
}
