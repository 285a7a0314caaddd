import { can } from '../../src/domain/rights';
import { auditActorView } from '../../src/domain/accounts';
import type { Actor } from '../auth/actor';
import type { AuditRow } from '../storage/audit-repository';

// Each reader of audit:all sees only what it could see elsewhere (issue 28): who did it, when the accounts list
// shows the reader that account; what was sent, when the reader may see the thing it was sent to.

/** What a row's view depends on beyond the row: read from the store when the row is sent (audit-facts.ts). */
export interface AuditRowFacts {
  /** The acting account's type now (as the accounts list would show it); undefined when it is gone. */
  readonly actorType?: string;
  /** The push named something only developers see: a system list, list type or record. */
  readonly developerOnly: boolean;
}

/** What a withheld payload reads as, next to the trail's '[redacted]' for secrets. */
export const withheldPayload = '[withheld]';

const decide = (viewer: Actor, row: AuditRow, facts: AuditRowFacts) => {
  const actor = auditActorView(viewer, { accountId: row.accountId, email: row.accountEmail, type: facts.actorType });
  const payloadHidden =
    actor.hidden ||
    (facts.developerOnly && !can('development', viewer)) ||
    // A saved filter is its author's alone (src/domain/settings/filter-owner.ts).
    (row.topic.startsWith('filters:') && row.accountId !== viewer.accountId);
  return { actor, payloadHidden };
};

/** The row as a reader receives it (`init`, `older`, `append`). */
export const auditRowFor = (viewer: Actor, row: AuditRow, facts: AuditRowFacts): Record<string, unknown> => {
  const { actor, payloadHidden } = decide(viewer, row, facts);
  return {
    id: row.id,
    at: row.at.toISOString(),
    account_id: actor.accountId ?? null,
    account_email: actor.email,
    topic: row.topic,
    event: row.event,
    payload: payloadHidden ? withheldPayload : row.payload,
    outcome: row.outcome,
    reason: row.reason ?? null,
    latency_ms: row.latencyMs,
  };
};

/** Readers with the same key get the same frame of a row (PubSub.broadcastViews encodes it once per key). */
export const auditViewKey = (viewer: Actor, row: AuditRow, facts: AuditRowFacts): string => {
  const { actor, payloadHidden } = decide(viewer, row, facts);
  return `${actor.hidden ? 'anonymous' : 'named'}|${payloadHidden ? 'withheld' : 'payload'}`;
};
