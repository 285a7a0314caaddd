import type { Sql } from './database';

/** One handled push as the audit trail keeps it; the payload is already redacted. */
export interface AuditRecord {
  readonly at: Date;
  readonly accountId: number | undefined;
  readonly accountEmail: string;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly outcome: 'ok' | 'error';
  readonly reason: string | undefined;
  readonly latencyMs: number;
}

export interface AuditRow extends AuditRecord {
  readonly id: number;
}

interface Row {
  id: number;
  at: Date;
  account_id: number | null;
  account_email: string;
  topic: string;
  event: string;
  payload: unknown;
  outcome: 'ok' | 'error';
  reason: string | null;
  latency_ms: number;
}

const toAudit = (row: Row): AuditRow => ({
  id: row.id,
  at: row.at,
  accountId: row.account_id ?? undefined,
  accountEmail: row.account_email,
  topic: row.topic,
  event: row.event,
  payload: row.payload,
  outcome: row.outcome,
  reason: row.reason ?? undefined,
  latencyMs: row.latency_ms,
});

const columns = 'id, at, account_id, account_email, topic, event, payload, outcome, reason, latency_ms';

export class AuditRepository {
  constructor(private readonly read: Sql) {}

  async append(tx: Sql, record: AuditRecord): Promise<AuditRow> {
    const result = await tx.query<Row>(
      `insert into audit (at, account_id, account_email, topic, event, payload, outcome, reason, latency_ms)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${columns}`,
      [
        record.at,
        record.accountId ?? null,
        record.accountEmail,
        record.topic,
        record.event,
        JSON.stringify(record.payload ?? null),
        record.outcome,
        record.reason ?? null,
        Math.round(record.latencyMs),
      ],
    );
    return toAudit(result.rows[0] as Row);
  }

  /** Newest first; `beforeId` pages further back. */
  async latest(limit: number, beforeId?: number): Promise<AuditRow[]> {
    const result =
      beforeId === undefined
        ? await this.read.query<Row>(`select ${columns} from audit order by id desc limit $1`, [limit])
        : await this.read.query<Row>(`select ${columns} from audit where id < $2 order by id desc limit $1`, [
            limit,
            beforeId,
          ]);
    return result.rows.map(toAudit);
  }

  async pruneBefore(tx: Sql, cutoff: Date): Promise<number> {
    const result = await tx.query('delete from audit where at < $1', [cutoff]);
    return result.affectedRows ?? 0;
  }
}
