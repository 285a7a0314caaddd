import type { Actor } from '../auth/actor';
import type { ClusterBus } from '../protocol/cluster-bus';
import type { PubSub } from '../protocol/pubsub';
import type { Reply } from '../protocol/reply';
import type { AuditRow } from '../storage/audit-repository';
import type { Store } from '../storage/store';
import { auditFacts } from './audit-facts';
import { auditRowFor, auditViewKey, type AuditRowFacts } from './audit-view';
import { redactPayload, redactTopic, storableText } from './redact';

export const auditTopic = 'audit:all';
/** Issue 3: "Retention 100 days." */
export const auditRetentionDays = 100;
const dayMs = 86_400_000;

/** A row and its facts as a cluster message carries them (JSON: the time became text). */
interface CarriedAppend {
  readonly row: Omit<AuditRow, 'at'> & { readonly at: string };
  readonly facts: AuditRowFacts;
}

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

/** Writes one row per handled push and appends it live to administrators on audit:all, as each may see it. */
export class AuditTrail {
  constructor(
    private readonly store: Store,
    private readonly pubsub: PubSub,
    private readonly clock: () => number,
    private readonly onError: (error: unknown) => void,
    private readonly cluster?: ClusterBus,
  ) {
    // The other processes' readers get a row written here, each in their own view (see appendHere).
    cluster?.on('audit-append', (args) => {
      const { row, facts } = args as CarriedAppend;
      this.appendHere({ ...row, at: new Date(row.at) }, facts);
    });
  }

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
      .then(async (row) => {
        const facts = (await auditFacts(this.store, [row])).get(row.id) ?? { developerOnly: false };
        this.appendHere(row, facts);
        this.cluster?.publish('audit-append', { row, facts });
      })
      .catch(this.onError);
  }

  /** `append` to this process's readers of audit:all, each as it may see the row (audit-view.ts). */
  private appendHere(row: AuditRow, facts: AuditRowFacts): void {
    this.pubsub.broadcastViews(
      auditTopic,
      'append',
      (viewer) => auditViewKey(viewer, row, facts),
      (viewer) => auditRowFor(viewer, row, facts),
    );
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
