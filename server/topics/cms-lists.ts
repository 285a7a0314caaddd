import type * as t from 'io-ts';
import { can, isAdministrator } from '../../src/domain/rights';
import { isUuid, type ContentListDraft, type ListField } from '../../src/domain/cms';
import { cmsTopics } from '../../src/infrastructure/wire/cms';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import type { Actor } from '../auth/actor';
import { announceChange, announceRemoval } from '../records/announce';
import { isStale, notRemoved, staleRefusal, writeItemOrStale } from '../records/stale';
import { isVisible, presentOne, viewFor } from '../records/entity-kind';
import { contentEditorTopic, createTopic, findVisible, isReply } from './content-topics';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import { contentListsKind, listTypesKind } from './cms-kinds';
import { refreshDevicesShowing } from './devices-references';
import { invalid } from './entity-save';
import { fieldsOfType, mayReadListRecords } from '../records/list-access';
import { fieldsOfList } from './list-data-save';
import { pushWith, type PushHandler, type TopicContext, type TopicHandler } from './topic-handler';

const pushes = cmsTopics['cms:list:{id}'].pushes;
type ListSave = t.TypeOf<typeof pushes.save.payload>;

/** A list's meta as sent or stored, read field by field (a stored one may be anything a hand wrote). */
const metaOf = (meta: unknown): Readonly<Record<string, unknown>> | undefined =>
  jsonObject.is(meta) ? meta : undefined;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Fields of a list's meta that spec 3 §6 gives to some types only; others may send them back unchanged. */
const guardedMetaChange = (
  actor: Actor,
  draft: ContentListDraft,
  existing: StoredDocument | undefined,
): string | undefined => {
  const sent = metaOf(draft.meta);
  const stored = metaOf(existing?.body.meta);
  // "Root or developer: the list UUID field"; "Developer only: ... sight of system lists"; "Admins: ... the notifiers editor".
  if (!can('system', actor) && text(sent?.uuid) !== text(stored?.uuid)) return 'list_uuid';
  if (!can('development', actor) && (sent?.system === true) !== (stored?.system === true)) return 'system';
  if (!isAdministrator(actor.type) && JSON.stringify(sent?.notifiers ?? []) !== JSON.stringify(stored?.notifiers ?? []))
    return 'notifiers';
  return undefined;
};

const adminOnlyNames = (fields: readonly ListField[]): string =>
  fields
    .filter((field) => field.admin_only === true)
    .map((field) => field.name)
    .sort()
    .join('\n');

/**
 * Whether giving a list another type changes which of its records' fields are admin_only. A list's type is its
 * records' type, so retyping moves every record as a move to another list would (list-data-save.ts): for a
 * non-administrator that is refused where the flags differ, or a value set while a field was open would become
 * an admin_only value, and an administrator's admin_only value would be shown to everyone.
 */
const retypeChangesAdminOnly = async (
  { services }: TopicContext,
  existing: StoredDocument,
  listType: StoredDocument,
): Promise<boolean> =>
  existing.body.cms_list_type_id !== listType.id &&
  adminOnlyNames(await fieldsOfList(services, existing)) !== adminOnlyNames(fieldsOfType(listType));

const saveList = async (
  context: TopicContext,
  { list: draft, version }: ListSave,
  existing: StoredDocument | undefined,
): Promise<Reply> => {
  const { actor, services } = context;
  const base = existing ? version : undefined;
  if (existing && isStale(base, existing)) return staleRefusal(contentListsKind, services, actor, existing);
  // "A given UUID must be 8-4-4-4-12 hex digits. Otherwise 'UUID is invalid!'" (spec 3 §5); reason as docs/protocol/cms.md.
  const uuid = text(draft.meta?.uuid);
  if (uuid !== '' && !isUuid(uuid)) return refuse('uuid_invalid');
  const guarded = guardedMetaChange(actor, draft, existing);
  if (guarded) return refuse(reasons.unauthorized, { detail: guarded });
  const name = draft.name.trim();
  if (name === '' || name.length > 200) return invalid('list.name', 'a name of 1 to 200 characters', draft.name);
  // Lists are also read by name (GET content_list/by_name/{name}), so a name names one list.
  const [sameName] = await services.store.documents.cms_lists.list(`body->>'name' = $1`, [name]);
  if (sameName && sameName.id !== existing?.id) return invalid('list.name', 'a name no other list has', name);
  const listType = await services.store.documents.cms_list_types.get(draft.cms_list_type_id);
  if (!listType || !isVisible(listTypesKind, actor, listType))
    return invalid('list.cms_list_type_id', 'the id of a list type', draft.cms_list_type_id);
  if (existing && !isAdministrator(actor.type) && (await retypeChangesAdminOnly(context, existing, listType)))
    return refuse(reasons.unauthorized, { detail: 'admin_only' });
  const parentId = draft.meta?.parent_list_id;
  if (
    parentId !== undefined &&
    (parentId === existing?.id || !(await services.store.documents.cms_lists.get(parentId)))
  ) {
    return invalid('list.meta.parent_list_id', 'the id of another list', parentId);
  }
  const body = {
    ...existing?.body,
    ...withoutReserved(draft),
    name,
    ...(draft.meta ? { meta: { ...draft.meta, uuid: uuid === '' ? undefined : uuid } } : {}),
  };
  const write = {
    existing,
    body,
    state: existing?.state ?? 'active',
    changedBy: actor.accountId,
    expectedVersion: base,
  };
  const written = await writeItemOrStale(contentListsKind, services, actor, write);
  if (isReply(written)) return written;
  announceChange(contentListsKind, services, written.before, written.after);
  return ok({ data: viewFor(contentListsKind, actor, written.after) });
};

/** The list a push names: the topic's on cms:list:{id} (a payload naming another is refused), the payload's on create. */
const namedList = async (context: TopicContext, id: number, path: string): Promise<StoredDocument | Reply> => {
  const topicId = context.params.id;
  if (topicId !== undefined && topicId !== String(id)) return invalid(path, `the list of this topic (${topicId})`, id);
  const list = await findVisible(contentListsKind, context, String(id));
  return isReply(list) ? list : billingGuard(context, list);
};

/** A billing list's contracts or customers are not changed or deleted by an account that may not read them. */
const billingGuard = async (context: TopicContext, list: StoredDocument): Promise<StoredDocument | Reply> =>
  (await mayReadListRecords(context.services, context.actor, list)) ? list : refuse(reasons.unauthorized);

/**
 * Removes the list and its records; cms:all sends delete_list, devices showing a removed record are sent again. A
 * delete based on a version (one-truth.md) removes the list only while it is still that version, in the statement
 * that removes it and before its records go: a list changed since stays with its records, `stale`.
 */
const deleteList = async (context: TopicContext, id: number, version: number | undefined): Promise<Reply> => {
  const { services, actor } = context;
  const list = await namedList(context, id, 'list.id');
  if (isReply(list)) return list;
  if (isStale(version, list)) return staleRefusal(contentListsKind, services, actor, list);
  const outcome = await services.store.db.write(async (tx) => {
    const removed = await services.store.documents.cms_lists.remove(tx, list.id, version);
    if (!removed) return undefined;
    const records = await tx.query<{ id: number }>(
      `delete from cms_list_data where body->>'cms_list_id' = $1 returning id`,
      [String(list.id)],
    );
    return {
      removed: await presentOne(contentListsKind, services, tx, removed),
      recordIds: records.rows.map((row) => row.id),
    };
  });
  if (!outcome) return notRemoved(contentListsKind, services, actor, list.id);
  announceRemoval(contentListsKind, services, outcome.removed);
  await refreshDevicesShowing(services, outcome.recordIds);
  return ok({});
};

/** "Run notify" (spec 3 §6, admins): the studio server has no notifier services to call, so it only checks the list. */
const notifyList = async (context: TopicContext, listId: number): Promise<Reply> => {
  const list = await namedList(context, listId, 'list_id');
  return isReply(list) ? list : ok({});
};

const listPushes = (keyed: boolean): Readonly<Record<string, PushHandler>> => ({
  save: pushWith(pushes.save.payload, async (context, payload) => {
    if (!keyed) return saveList(context, payload, undefined);
    const found = await findVisible(contentListsKind, context, context.params.id ?? '');
    const existing = isReply(found) ? found : await billingGuard(context, found);
    return isReply(existing) ? existing : saveList(context, payload, existing);
  }),
  delete: pushWith(pushes.delete.payload, (context, payload) => deleteList(context, payload.list.id, payload.version)),
  notify: pushWith(pushes.notify.payload, (context, payload) => notifyList(context, payload.list_id)),
});

/** cms:list:{id} and cms:list:create: save {list}, delete {list: {id}}, notify {list_id}. */
export const cmsListTopics: readonly TopicHandler[] = [
  contentEditorTopic({
    pattern: 'cms:list:{id}',
    doc: 'One content list: the join replies {data: ContentList}; save {list}, delete {list: {id}}, notify {list_id}.',
    kind: contentListsKind,
    key: (context) => context.params.id ?? '',
    pushes: listPushes(true),
  }),
  createTopic(
    'cms:list:create',
    'A new content list: save {list} (delete and notify name a list by id).',
    listPushes(false),
  ),
];
