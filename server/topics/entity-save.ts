import { randomUUID } from 'node:crypto';
import { announceChange, announceRemoval } from '../records/announce';
import { isVisible, presentOne, viewFor } from '../records/entity-kind';
import { baseVersionOf, isStale, isVersionRefusal, notRemoved, staleRefusal, writeOrStale } from '../records/stale';
import { writeItemIn } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { isReply } from './content-topics';
import type { DocumentKind } from '../storage/document-kinds';
import type { StoredDocument } from '../storage/document-repository';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { isPrepared, type PlainEntity } from './plain-entity';
import type { TopicContext } from './topic-handler';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invalid = (path: string, expected: string, actual: unknown): Reply =>
  refuse(reasons.invalid, {
    errors: [{ path, expected, actual: typeof actual === 'string' ? JSON.stringify(actual) : String(actual) }],
  });

/** A field of a decoded item that its kind's codec may not name (`state`, `uuid`: the server's columns). */
const sentField = (item: object, field: string): unknown => (jsonObject.is(item) ? item[field] : undefined);

/** `active` or `archived` as sent, else the row's current state, else active (spec 3 §4). */
export const stateFor = (payloadKey: string, item: object, existing: StoredDocument | undefined): string | Reply => {
  const state = sentField(item, 'state') ?? existing?.state ?? 'active';
  return state === 'active' || state === 'archived'
    ? state
    : invalid(`${payloadKey}.state`, "'active' | 'archived'", state);
};

/**
 * Save on `{prefix}:{key}` (key given) or `{prefix}:create`, with the payload its codec decoded: check, write in
 * one transaction, announce, reply `{data}`.
 */
export const saveEntity = async <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
  context: TopicContext,
  payload: { readonly [P in Key]: Item },
  key: string | undefined,
): Promise<Reply> => {
  const { services, actor } = context;
  const { kind } = entity;
  const repository = services.store.documents[kind.kind];
  const item = payload[entity.payloadKey];
  const existing = key === undefined ? undefined : await repository.find(key);
  if (key !== undefined && !existing) return refuse(reasons.notFound);
  if (existing && !isVisible(kind, actor, existing)) return refuse(reasons.unauthorized);
  // On `X:create` there is nothing to be stale against: a version sent there is ignored (one-truth.md).
  const base = existing ? baseVersionOf(payload) : undefined;
  if (isVersionRefusal(base)) return base;
  if (existing && isStale(base, existing)) return staleRefusal(kind, services, actor, existing);
  const prepared = await entity.prepareSave({ actor, services, item, existing });
  if (!isPrepared(prepared)) return prepared;

  let uuid: string = randomUUID();
  const requested = sentField(item, 'uuid');
  if (!existing && typeof requested === 'string' && requested !== '') {
    if (!uuidPattern.test(requested))
      return invalid(`${entity.payloadKey}.uuid`, 'a UUID (8-4-4-4-12 hex digits)', requested);
    if (await repository.getByUuid(requested))
      return invalid(`${entity.payloadKey}.uuid`, 'a UUID no other item has', requested);
    uuid = requested.toLowerCase();
  }
  const write = {
    existing,
    body: prepared.body,
    state: prepared.state,
    uuid,
    changedBy: actor.accountId,
    expectedVersion: base,
    configurationSave: true,
  } as const;
  const written = await writeOrStale(kind, services, actor, () =>
    services.store.db.write(async (tx) => {
      const changed = await writeItemIn(kind, services, tx, write);
      await prepared.afterWrite?.(tx, changed.after.document);
      return changed;
    }),
  );
  if (isReply(written)) return written;
  prepared.afterCommit?.();
  entity.afterChange?.(services);
  announceChange(kind, services, written.before, written.after);
  return ok({ data: viewFor(kind, actor, written.after) });
};

/** Delete on `{prefix}:{key}`: the row goes, list topics get `delete {data}`, the reply carries the removed item. */
export const deleteEntity = async <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
  context: TopicContext,
  key: string,
  payload: unknown,
): Promise<Reply> => {
  const { services, actor } = context;
  const { kind } = entity;
  const repository = services.store.documents[kind.kind];
  const existing = await repository.find(key);
  if (!existing) return refuse(reasons.notFound);
  if (!isVisible(kind, actor, existing)) return refuse(reasons.unauthorized);
  const refusal = typeof entity.deletable === 'function' ? entity.deletable(existing, actor) : undefined;
  if (refusal) return refusal;
  const base = baseVersionOf(payload);
  if (isVersionRefusal(base)) return base;
  if (isStale(base, existing)) return staleRefusal(kind, services, actor, existing);
  const removed = await services.store.db.write(async (tx) => {
    // Conditional on the base version in the same statement: a row written meanwhile stays (one-truth.md).
    const row = await repository.remove(tx, existing.id, base);
    return row && presentOne(kind, services, tx, row);
  });
  if (!removed) return notRemoved(kind, services, actor, existing.id);
  entity.afterChange?.(services);
  announceRemoval(kind, services, removed);
  return ok({ data: viewFor(kind, actor, removed) });
};
