/** What a query answers: the rows, and for writes how many rows they touched. */
export interface QueryResult<T> {
  readonly rows: T[];
  readonly affectedRows?: number;
}

/** What a repository needs to run SQL: the database itself for reads, a transaction for writes. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<unknown>;
}

/**
 * Cluster-wide locks (PostgreSQL advisory locks, `pg_advisory_lock(bigint)`); docs/deploy.md lists them. With
 * PGlite there is one process per data folder, so the locks are always granted.
 */
export const advisoryLocks = {
  /** Held while migrations and the first seed run, so several processes starting at once apply them once. */
  schema: 5_317_001,
  /** Held for as long as a process runs the simulation (server/cluster/simulation-lease.ts). */
  simulation: 5_317_002,
} as const;

/**
 * Transaction-scoped locks on one thing (`pg_advisory_xact_lock(int, int)`: this class and the thing's id; the
 * two-key form never meets the one-key locks above). Held until the transaction ends, so a check and the write it
 * allows are one step for every process (docs/protocol/one-truth.md).
 */
export const rowLocks = {
  /** An event save that books a destination channel: the overlap check and the write (id: the channel's). */
  eventDestination: 5_317_003,
  /** A take of a unit of a multiple-parents device (id: the parent device's). */
  deviceTake: 5_317_004,
} as const;

/** Takes one of `rowLocks` for the rest of the transaction `tx`, waiting while another transaction holds it. */
export const lockForTransaction = async (tx: Sql, lock: number, id: number): Promise<void> => {
  await tx.query('select pg_advisory_xact_lock($1::integer, $2::integer)', [lock, id]);
};

/**
 * The studio server's database: PGlite in the data folder (the default) or a PostgreSQL server
 * (`DATABASE_URL`). Both drivers run the same migrations and repositories. Every write runs in a transaction and
 * is tracked, so `close()` waits for writes in flight: a SIGTERM loses nothing that was acknowledged.
 */
export interface Database {
  readonly driver: 'pglite' | 'postgres';
  /** A read outside any transaction. */
  readonly read: Sql;
  write<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /** Runs `work` holding a cluster-wide lock, waiting for it if another process holds it. */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The writes in flight of a database, so that closing waits for them and refuses new ones. */
export class PendingWrites {
  private readonly pending = new Set<Promise<unknown>>();
  private closing: Promise<void> | undefined;

  track<T>(start: () => Promise<T>): Promise<T> {
    if (this.closing) return Promise.reject(new Error('The database is closing.'));
    const running = start();
    this.pending.add(running);
    const forget = (): void => {
      this.pending.delete(running);
    };
    running.then(forget, forget);
    return running;
  }

  close(shutdown: () => Promise<void>): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.pending]);
      await shutdown();
    })();
    return this.closing;
  }
}
