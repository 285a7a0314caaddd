import { randomUUID } from 'node:crypto';
import { announceChange, announceRemoval } from '../records/announce';
import { isVisible, presentOne, viewFor } from '../records/entity-kind';
import { baseVersionOf, isStale, isVersionRefusal, notRemoved, staleRefusal, writeOrStale } from '../records/stale';
import { writeItemIn } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { isReply } from './content-topics';
import { withoutReserved, type StoredDocument } from '../storage/document-repository';
import { isPrepared, type PlainEntity, type PreparedSave, type SaveRequest } from './plain-entity';
import type { TopicContext } from './topic-handler';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invalid = (path: string, expected: string, actual: unknown): Reply =>
  refuse(reasons.invalid, {
    errors: [{ path, expected, actual: typeof actual === 'string' ? JSON.stringify(actual) : String(actual) }],
  });

/** `active` or `archived` as sent, else the row's current state, else active (spec 3 §4). */
export const stateFor = (
  payloadKey: string,
  item: Readonly<Record<string, unknown>>,
  existing: StoredDocument | undefined,
): string | Reply => {
  const state = item.state ?? existing?.state ?? 'active';
  return state === 'active' || state === 'archived'
    ? state
    : invalid(`${payloadKey}.state`, "'active' | 'archived'", state);
};

/** The default save: the fields sent replace the stored ones, fields not sent are kept. */
export const defaultPrepare = (payloadKey: string, request: SaveRequest): PreparedSave | Reply => {
  const state = stateFor(payloadKey, request.item, request.existing);
  if (typeof state !== 'string') return state;
  return { body: { ...request.existing?.body, ...withoutReserved(request.item) }, state };
};

/** Save on `{prefix}:{key}` (key given) or `{prefix}:create`: check, write in one transaction, announce, reply `{data}`. */
export const saveEntity = async (
  entity: PlainEntity,
  context: TopicContext,
  payload: unknown,
  key: string | undefined,
): Promise<Reply> => {
  const { services, actor } = context;
  const { kind } = entity;
  const repository = services.store.documents[kind.kind];
  const item = isObject(payload) ? payload[entity.payloadKey] : undefined;
  if (!isObject(payload) || !isObject(item))
    return invalid(entity.payloadKey, 'object', item === undefined ? 'undefined' : typeof item);
  const existing = key === undefined ? undefined : await repository.find(key);
  if (key !== undefined && !existing) return refuse(reasons.notFound);
  if (existing && !isVisible(kind, actor, existing)) return refuse(reasons.unauthorized);
  // On `X:create` there is nothing to be stale against: a version sent there is ignored (one-truth.md).
  const base = existing ? baseVersionOf(payload) : undefined;
  if (isVersionRefusal(base)) return base;
  if (existing && isStale(base, existing)) return staleRefusal(kind, services, actor, existing);
  const request: SaveRequest = { actor, services, item, payload, existing };
  const prepared = entity.prepareSave ? await entity.prepareSave(request) : defaultPrepare(entity.payloadKey, request);
  if (!isPrepared(prepared)) return prepared;

  let uuid: string = randomUUID();
  if (!existing && typeof item.uuid === 'string' && item.uuid !== '') {
    if (!uuidPattern.test(item.uuid))
      return invalid(`${entity.payloadKey}.uuid`, 'a UUID (8-4-4-4-12 hex digits)', item.uuid);
    if (await repository.getByUuid(item.uuid))
      return invalid(`${entity.payloadKey}.uuid`, 'a UUID no other item has', item.uuid);
    uuid = item.uuid.toLowerCase();
  }
  const write = {
    existing,
    body: prepared.body,
    state: prepared.state,
    uuid,
    changedBy: actor.accountId,
    expectedVersion: base,
  };
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
export const deleteEntity = async (
  entity: PlainEntity,
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
