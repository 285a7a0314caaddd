import { randomUUID } from 'node:crypto';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import { broadcastChange, broadcastDelete, visibleTo, wireFor } from './entity-changes';
import { isPrepared, type EntityKind, type PreparedSave, type SaveRequest } from './entity-kind';
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
  kind: EntityKind,
  item: Readonly<Record<string, unknown>>,
  existing: StoredDocument | undefined,
): string | Reply => {
  const state = item.state ?? existing?.state ?? 'active';
  return state === 'active' || state === 'archived'
    ? state
    : invalid(`${kind.payloadKey}.state`, "'active' | 'archived'", state);
};

/** The default save: the fields sent replace the stored ones, fields not sent are kept. */
export const defaultPrepare = (kind: EntityKind, request: SaveRequest): PreparedSave | Reply => {
  const state = stateFor(kind, request.item, request.existing);
  if (typeof state !== 'string') return state;
  return { body: { ...request.existing?.body, ...withoutReserved(request.item) }, state };
};

/** Save on `{prefix}:{key}` (key given) or `{prefix}:create`: check, write in one transaction, broadcast, reply `{data}`. */
export const saveEntity = async (
  kind: EntityKind,
  context: TopicContext,
  payload: unknown,
  key: string | undefined,
): Promise<Reply> => {
  const { services, actor } = context;
  const repository = services.store.documents[kind.kind];
  const item = isObject(payload) ? payload[kind.payloadKey] : undefined;
  if (!isObject(payload) || !isObject(item))
    return invalid(kind.payloadKey, 'object', item === undefined ? 'undefined' : typeof item);
  const existing = key === undefined ? undefined : await repository.find(key);
  if (key !== undefined && !existing) return refuse(reasons.notFound);
  if (existing && !visibleTo(kind, actor, existing)) return refuse(reasons.unauthorized);
  const request: SaveRequest = { actor, services, item, payload, existing };
  const prepared = kind.prepareSave ? await kind.prepareSave(request) : defaultPrepare(kind, request);
  if (!isPrepared(prepared)) return prepared;

  let uuid: string = randomUUID();
  if (!existing && typeof item.uuid === 'string' && item.uuid !== '') {
    if (!uuidPattern.test(item.uuid))
      return invalid(`${kind.payloadKey}.uuid`, 'a UUID (8-4-4-4-12 hex digits)', item.uuid);
    if (await repository.getByUuid(item.uuid))
      return invalid(`${kind.payloadKey}.uuid`, 'a UUID no other item has', item.uuid);
    uuid = item.uuid.toLowerCase();
  }
  const saved = await services.store.db.write(async (tx) => {
    const row = existing
      ? await repository.update(tx, existing.id, prepared.body, prepared.state)
      : await repository.insert(tx, prepared.body, prepared.state, uuid);
    if (!row) throw new Error(`${kind.kind} ${existing?.id ?? ''} vanished during save`);
    await prepared.afterWrite?.(tx, row);
    return row;
  });
  prepared.afterCommit?.();
  kind.afterChange?.(services);
  broadcastChange(kind, services, existing, saved);
  return ok({ data: wireFor(kind, saved, actor) });
};

/** Delete on `{prefix}:{key}`: the row goes, list topics get `delete {data}`, the reply carries the removed item. */
export const deleteEntity = async (kind: EntityKind, context: TopicContext, key: string): Promise<Reply> => {
  const { services, actor } = context;
  const repository = services.store.documents[kind.kind];
  const existing = await repository.find(key);
  if (!existing) return refuse(reasons.notFound);
  if (!visibleTo(kind, actor, existing)) return refuse(reasons.unauthorized);
  const refusal = typeof kind.deletable === 'function' ? kind.deletable(existing, actor) : undefined;
  if (refusal) return refusal;
  const removed = await services.store.db.write((tx) => repository.remove(tx, existing.id));
  if (!removed) return refuse(reasons.notFound);
  kind.afterChange?.(services);
  broadcastDelete(kind, services, removed);
  return ok({ data: wireFor(kind, removed, actor) });
};
