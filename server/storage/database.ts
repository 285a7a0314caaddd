import { PGlite, type Transaction } from '@electric-sql/pglite';
import { runMigrations } from './migrations';

/** What a repository needs to run SQL: the database itself for reads, a transaction for writes. */
export type Sql = Pick<Transaction, 'query' | 'exec'>;

/**
 * The studio server's PGlite database in its data folder. Every write runs in a transaction and is tracked, so
 * `close()` waits for writes in flight before it shuts Postgres down: a SIGTERM loses nothing that was acknowledged.
 */
export class Database {
  private readonly pending = new Set<Promise<unknown>>();
  private closing: Promise<void> | undefined;

  private constructor(private readonly pg: PGlite) {}

  static async open(dataDir: string): Promise<Database> {
    const pg = await PGlite.create(dataDir);
    await runMigrations(pg);
    return new Database(pg);
  }

  /** A read outside any transaction (PGlite serialises it against running transactions). */
  get read(): Sql {
    return this.pg;
  }

  write<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    if (this.closing) return Promise.reject(new Error('The database is closing.'));
    const running = this.pg.transaction(work);
    this.pending.add(running);
    const forget = (): void => {
      this.pending.delete(running);
    };
    running.then(forget, forget);
    return running;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.pending]);
      await this.pg.close();
    })();
    return this.closing;
  }
}
