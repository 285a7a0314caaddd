import type { Actor } from '../auth/actor';
import type { PubSub } from '../protocol/pubsub';
import type { Reply } from '../protocol/reply';
import type { AuditRow } from '../storage/audit-repository';
import type { Store } from '../storage/store';
import { redactPayload, redactTopic, storableText } from './redact';

export const auditTopic = 'audit:all';
/** Issue 3: "Retention 100 days." */
export const auditRetentionDays = 100;
const dayMs = 86_400_000;

/** The wire form of an audit row (init list items and `append` payloads on audit:all). */
export const auditToWire = (row: AuditRow): Record<string, unknown> => ({
  id: row.id,
  at: row.at.toISOString(),
  account_id: row.accountId ?? null,
  account_email: row.accountEmail,
  topic: row.topic,
  event: row.event,
  payload: row.payload,
  outcome: row.outcome,
  reason: row.reason ?? null,
  latency_ms: row.latencyMs,
});

/** Who a row names: an actor of a socket or request, or the account a presigned form was signed for. */
export type AuditedAccount = Pick<Actor, 'accountId' | 'email'>;

export interface HandledPush {
  readonly actor: AuditedAccount | undefined;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly reply: Reply;
  readonly latencyMs: number;
}

/** Writes one row per handled push and appends it live to administrators on audit:all. */
export class AuditTrail {
  constructor(
    private readonly store: Store,
    private readonly pubsub: PubSub,
    private readonly clock: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Fire and forget: the reply has gone already; the write is tracked so shutdown waits for it. */
  record(push: HandledPush): void {
    const record = {
      at: new Date(this.clock()),
      accountId: push.actor?.accountId,
      accountEmail: push.actor?.email ?? '',
      topic: redactTopic(push.topic),
      event: storableText(push.event),
      payload: redactPayload(push.payload),
      outcome: push.reply.status,
      reason: push.reply.status === 'error' ? push.reply.response.reason : undefined,
      latencyMs: push.latencyMs,
    };
    this.store.db
      .write((tx) => this.store.audit.append(tx, record))
      .then((row) => this.pubsub.broadcast(auditTopic, 'append', auditToWire(row)), this.onError);
  }

  async prune(): Promise<number> {
    const cutoff = new Date(this.clock() - auditRetentionDays * dayMs);
    return this.store.db.write((tx) => this.store.audit.pruneBefore(tx, cutoff));
  }

  /** Prunes now and then once a day; returns the stop function. */
  startRetention(): { readonly first: Promise<number>; readonly stop: () => void } {
    const timer = setInterval(() => void this.prune().catch(this.onError), dayMs);
    timer.unref();
    return { first: this.prune(), stop: () => clearInterval(timer) };
  }
}
