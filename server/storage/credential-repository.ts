import type { Sql } from './database';

/** Password hashes, kept apart from the account body so no list or broadcast can ever carry one. */
export class CredentialRepository {
  constructor(private readonly read: Sql) {}

  async hashOf(accountId: number): Promise<string | undefined> {
    const row = (
      await this.read.query<{ password_hash: string }>(
        'select password_hash from account_credentials where account_id = $1',
        [accountId],
      )
    ).rows[0];
    return row?.password_hash;
  }

  async set(tx: Sql, accountId: number, passwordHash: string): Promise<void> {
    await tx.query(
      `insert into account_credentials (account_id, password_hash) values ($1, $2)
       on conflict (account_id) do update set password_hash = excluded.password_hash, updated_at = now()`,
      [accountId, passwordHash],
    );
  }
}
