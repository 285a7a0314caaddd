import type { Sql } from './database';

/** Small named server-wide values (maintenance, latest streamer version, seed marker) as JSONB. */
export class SystemStateRepository {
  constructor(private readonly read: Sql) {}

  async get<T>(key: string): Promise<T | undefined> {
    const row = (await this.read.query<{ value: T }>('select value from system_state where key = $1', [key])).rows[0];
    return row?.value;
  }

  async set(tx: Sql, key: string, value: unknown): Promise<void> {
    await tx.query(
      `insert into system_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
