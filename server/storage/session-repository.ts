import type { Sql } from './database';

/** A login session: a real row, listed and deleted from the sessions screen (spec 3 §3 Session). */
export interface SessionRow {
  readonly id: number;
  readonly accountId: number;
  readonly ip: string;
  readonly userAgent: string;
  readonly insertedAt: Date;
  readonly onlineAt: Date | undefined;
}

interface Row {
  id: number;
  account_id: number;
  ip: string;
  user_agent: string;
  inserted_at: Date;
  online_at: Date | null;
}

const toSession = (row: Row): SessionRow => ({
  id: row.id,
  accountId: row.account_id,
  ip: row.ip,
  userAgent: row.user_agent,
  insertedAt: row.inserted_at,
  onlineAt: row.online_at ?? undefined,
});

const columns = 'id, account_id, ip, user_agent, inserted_at, online_at';

export class SessionRepository {
  constructor(private readonly read: Sql) {}

  async create(tx: Sql, accountId: number, tokenHash: string, ip: string, userAgent: string): Promise<SessionRow> {
    const result = await tx.query<Row>(
      `insert into sessions (account_id, token_hash, ip, user_agent) values ($1, $2, $3, $4) returning ${columns}`,
      [accountId, tokenHash, ip.slice(0, 100), userAgent.slice(0, 500)],
    );
    return toSession(result.rows[0] as Row);
  }

  async byTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    const row = (await this.read.query<Row>(`select ${columns} from sessions where token_hash = $1`, [tokenHash]))
      .rows[0];
    return row ? toSession(row) : undefined;
  }

  async ofAccount(accountId: number): Promise<SessionRow[]> {
    return (
      await this.read.query<Row>(`select ${columns} from sessions where account_id = $1 order by id`, [accountId])
    ).rows.map(toSession);
  }

  async touch(tx: Sql, id: number): Promise<void> {
    await tx.query('update sessions set online_at = now() where id = $1', [id]);
  }

  /** Ends every session of an account but `keep` (the one asking, when it resets its own password). */
  async removeOfAccount(tx: Sql, accountId: number, keep: number | undefined): Promise<number[]> {
    const result = await tx.query<{ id: number }>(
      'delete from sessions where account_id = $1 and id <> $2 returning id',
      [accountId, keep ?? 0],
    );
    return result.rows.map((row) => row.id);
  }

  async remove(tx: Sql, id: number): Promise<SessionRow | undefined> {
    const row = (await tx.query<Row>(`delete from sessions where id = $1 returning ${columns}`, [id])).rows[0];
    return row ? toSession(row) : undefined;
  }
}
