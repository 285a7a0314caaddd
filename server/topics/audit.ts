import * as t from 'io-ts';
import { auditFacts } from '../audit/audit-facts';
import { auditTopic } from '../audit/audit-trail';
import { auditRowFor } from '../audit/audit-view';
import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import type { AuditRow } from '../storage/audit-repository';
import { ok } from '../protocol/reply';
import { invalid } from './entity-save';
import { pushWith, type TopicHandler } from './topic-handler';

/** How many rows `init` carries; older ones are paged with `older`. */
export const auditInitRows = 200;

const OlderCodec = t.intersection([t.type({ before_id: t.number }), t.partial({ limit: t.number })]);
/** Audit row ids are Postgres integers; a page before any id past the largest is refused, not sent to SQL. */
const maxRowId = 2_147_483_647;

/** A page of rows as the reader may see them (server/audit/audit-view.ts). */
const rowsFor = async (services: Services, actor: Actor, rows: readonly AuditRow[]): Promise<unknown[]> => {
  const facts = await auditFacts(services.store, rows);
  return rows.map((row) => auditRowFor(actor, row, facts.get(row.id) ?? { developerOnly: false }));
};

/** audit:all: the latest handled pushes (newest first) after join, then `append` with each new one. */
export const auditTopicHandler: TopicHandler = {
  pattern: auditTopic,
  doc: 'The audit trail for administrators: init {data: rows newest first}, append {row}; push older {before_id, limit} (also sent back as an older {data, more} frame).',
  join: async () => ok({}),
  afterJoin: async ({ services, channel, actor }) => {
    const rows = await services.store.audit.latest(auditInitRows);
    channel.push('init', { data: await rowsFor(services, actor, rows) });
  },
  pushes: {
    older: pushWith(OlderCodec, async ({ services, channel, actor }, payload) => {
      if (!Number.isInteger(payload.before_id) || payload.before_id < 1 || payload.before_id > maxRowId)
        return invalid('before_id', `an audit row id, an integer from 1 to ${maxRowId}`, payload.before_id);
      const limit = Math.min(Math.max(Math.floor(payload.limit ?? auditInitRows), 1), 1000);
      // One row more than asked tells whether another page exists.
      const found = await services.store.audit.latest(limit + 1, payload.before_id);
      const data = await rowsFor(services, actor, found.slice(0, limit));
      // The page also comes as a frame to this channel: the console's state changes only through frames.
      channel.push('older', { data, more: found.length > limit });
      return ok({ data });
    }),
  },
};
