import { Pool, types, type PoolClient, type PoolConfig } from 'pg';
import { advisoryLocks, PendingWrites, type Database, type QueryResult, type Sql } from './database';
import { runMigrations } from './migrations';

// pg's defaults differ from PGlite's where the repositories would notice: bigint comes as a string, and
// timestamp/date without a zone are read in the process's zone. Read them as PGlite does, so both drivers
// hand the repositories the same values.
const int8 = 20;
const timestamp = 1114;
const date = 1082;
const parsers: Readonly<Record<number, (text: string) => unknown>> = {
  [int8]: (text) => {
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : BigInt(text);
  },
  [timestamp]: (text) => new Date(`${text.replace(' ', 'T')}Z`),
  [date]: (text) => new Date(`${text}T00:00:00Z`),
};
const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    parsers[oid] ?? types.getTypeParser(oid, format)) as typeof types.getTypeParser,
};

const sqlOf = (client: Pool | PoolClient): Sql => ({
  query: async <T>(text: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const result = await client.query(text, params);
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
  },
  exec: (text) => client.query(text),
});

/** A PostgreSQL server through a `pg` pool (`DATABASE_URL`); several studio-server processes may share it. */
export class PostgresDatabase implements Database {
  readonly driver = 'postgres';
  readonly read: Sql;
  private readonly writes = new PendingWrites();

  private constructor(readonly pool: Pool) {
    this.read = sqlOf(pool);
  }

  static async open(url: string, options: PoolConfig = {}): Promise<PostgresDatabase> {
    const pool = new Pool({ connectionString: url, types: typeParsers, ...options });
    // An idle client that loses its server (a restart) must not take the process down; the next query reconnects.
    pool.on('error', () => undefined);
    const database = new PostgresDatabase(pool);
    try {
      await database.exclusively(advisoryLocks.schema, () => runMigrations(database));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return database;
  }

  write<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.writes.track(async () => {
      const client = await this.pool.connect();
      try {
        await client.query('begin');
        const result = await work(sqlOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
  }

  /** A session-level advisory lock on a client of its own, released (with the client) when `work` ends. */
  async exclusively<T>(lock: number, work: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [lock]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lock]);
      }
    } finally {
      client.release();
    }
  }

  close(): Promise<void> {
    return this.writes.close(() => this.pool.end());
  }
}
