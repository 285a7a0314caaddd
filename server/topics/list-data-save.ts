import { randomUUID } from 'node:crypto';
import type { ListDataDraft, ListField } from '../../src/domain/cms';
import { announceChange, announceCreations, announceRemoval } from '../records/announce';
import { presentAll, presentOne, viewFor, type Presented } from '../records/entity-kind';
import { fieldsOfType, mayReadListRecords } from '../records/list-access';
import { adminValuesLeaving, mergeRecordData } from '../records/record-data';
import { rowsById } from '../records/write-item';
import { isStale, notRemoved, staleRefusal, writeItemOrStale } from '../records/stale';
import { isReply } from './content-topics';
import { isPrototypeKey } from '../protocol/own-property';
import { ok, reasons, refuse, type PayloadError, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { listDataKind } from './cms-kinds';
import { refreshDevicesShowing } from './devices-references';
import { invalid } from './entity-save';
import type { TopicContext } from './topic-handler';
import { isAdministrator } from '../../src/domain/rights';
import { jsonObject } from '../../src/infrastructure/wire/kit';

const objectOf = (value: unknown): Readonly<Record<string, unknown>> => (jsonObject.is(value) ? value : {});

/** Record keys a save may not use: stored, they would be lost or shadow what every object has (own-property.ts). */
const prototypeKeyErrors = (data: Readonly<Record<string, unknown>>, path: string): PayloadError[] =>
  Object.keys(data)
    .filter(isPrototypeKey)
    .map((key) => ({
      path: `${path}.${key}`,
      expected: 'a field name other than __proto__, constructor or prototype',
      actual: key,
    }));

/** The fields of a list's type (empty when the type is gone). */
export const fieldsOfList = async (services: Services, list: StoredDocument): Promise<ListField[]> => {
  const typeId = list.body.cms_list_type_id;
  return fieldsOfType(
    typeof typeId === 'number' ? await services.store.documents.cms_list_types.get(typeId) : undefined,
  );
};

/**
 * The list of a record, if it exists and the actor may read its records: records are as visible as their list,
 * and those of billing lists only to billing accounts (server/records/list-access.ts).
 */
export const visibleListOf = async (context: TopicContext, listId: unknown): Promise<StoredDocument | undefined> => {
  const list = typeof listId === 'number' ? await context.services.store.documents.cms_lists.get(listId) : undefined;
  return list && (await mayReadListRecords(context.services, context.actor, list)) ? list : undefined;
};

/** Where a record save comes from: the list of its topic, and the version it was based on (one-truth.md). */
export interface RecordSaveOptions {
  /** The list of a cms:list_datas:{list_id} topic. */
  readonly topicListId?: number;
  readonly version?: number;
}

/**
 * Saves one record. `topicListId` is the list of a cms:list_datas:{list_id} topic: records are filed under it
 * (docs/protocol/cms.md), so a draft naming another list is refused there.
 */
export const saveRecord = async (
  context: TopicContext,
  draft: ListDataDraft,
  existing: StoredDocument | undefined,
  { topicListId, version }: RecordSaveOptions = {},
): Promise<Reply> => {
  const { actor, services } = context;
  const base = existing ? version : undefined;
  if (topicListId !== undefined && draft.cms_list_id !== topicListId)
    return invalid('list_data.cms_list_id', `the list of this topic (${topicListId})`, draft.cms_list_id);
  const reserved = prototypeKeyErrors(draft.data, 'list_data.data');
  if (reserved.length > 0) return refuse(reasons.invalid, { errors: reserved });
  const list = await visibleListOf(context, draft.cms_list_id);
  if (!list) return invalid('list_data.cms_list_id', 'the id of a list', draft.cms_list_id);
  const source = existing && (await visibleListOf(context, existing.body.cms_list_id));
  if (existing && !source) return refuse(reasons.unauthorized);
  if (existing && isStale(base, existing)) return staleRefusal(listDataKind, services, actor, existing);
  const fields = await fieldsOfList(services, list);
  // A move to a list of another type is merged against both types' admin_only flags (record-data.ts).
  const storedFields = source && source.id !== list.id ? await fieldsOfList(services, source) : fields;
  const stored = objectOf(existing?.body.data);
  const administrator = isAdministrator(actor.type);
  const leaving = administrator ? [] : adminValuesLeaving(storedFields, fields, stored);
  if (leaving.length > 0) return refuse(reasons.unauthorized, { detail: 'admin_only', fields: leaving });
  const data = mergeRecordData({ fields, storedFields, stored, sent: draft.data, administrator, newId: randomUUID });
  const body = { ...existing?.body, cms_list_id: list.id, data };
  const write = {
    existing,
    body,
    state: draft.state,
    changedBy: actor.accountId,
    expectedVersion: base,
    configurationSave: true,
  } as const;
  const written = await writeItemOrStale(listDataKind, services, actor, write);
  if (isReply(written)) return written;
  announceChange(listDataKind, services, written.before, written.after);
  if (existing) await refreshDevicesShowing(services, [existing.id]);
  return ok({ data: viewFor(listDataKind, actor, written.after) });
};

/**
 * Removes records of the topic's list in one transaction (one or bulk); an id of another list or none refuses all.
 * A single delete may carry the version it was based on (one-truth.md): a record written since stays, `stale`.
 */
export const deleteRecords = async (
  context: TopicContext,
  listId: number,
  ids: readonly number[],
  path: (index: number) => string,
  version?: number,
): Promise<Reply> => {
  const { services, actor } = context;
  const rows = await rowsById(services.store.documents.cms_list_data, ids);
  const errors = ids.flatMap((id, index) =>
    rows.get(id)?.body.cms_list_id === listId
      ? []
      : [{ path: path(index), expected: `the id of a record of list ${listId}`, actual: String(id) }],
  );
  if (errors.length > 0) return refuse(reasons.invalid, { errors: errors.slice(0, 20) });
  const [single] = ids;
  const stored = version === undefined || single === undefined ? undefined : rows.get(single);
  if (stored && isStale(version, stored)) return staleRefusal(listDataKind, services, actor, stored);
  const removed = await services.store.db.write(async (tx) => {
    const presented: Presented[] = [];
    for (const id of new Set(ids)) {
      const row = await services.store.documents.cms_list_data.remove(tx, id, stored ? version : undefined);
      if (row) presented.push(await presentOne(listDataKind, services, tx, row));
    }
    return presented;
  });
  if (stored && removed.length === 0) return notRemoved(listDataKind, services, actor, stored.id);
  for (const item of removed) announceRemoval(listDataKind, services, item);
  await refreshDevicesShowing(
    services,
    removed.map((item) => item.document.id),
  );
  return ok({});
};

/**
 * Creates many records of the topic's list in one transaction (`save_batch`, an import's batch): every draft must
 * name the topic's list and no id, or nothing is saved (`invalid`, path `list_data.{i}…`, so the console can
 * leave those rows out and send the rest again). Values are merged as a single save merges them.
 */
export const saveRecordBatch = async (
  context: TopicContext,
  listId: number,
  drafts: readonly ListDataDraft[],
  limit: number,
): Promise<Reply> => {
  const { actor, services } = context;
  if (drafts.length === 0 || drafts.length > limit)
    return invalid('list_data', `1 to ${limit} records`, `${drafts.length} records`);
  const errors = drafts.flatMap((draft, index) => [
    ...(draft.cms_list_id === listId
      ? []
      : [
          {
            path: `list_data.${index}.cms_list_id`,
            expected: `the list of this topic (${listId})`,
            actual: String(draft.cms_list_id),
          },
        ]),
    ...(draft.id === undefined
      ? []
      : [{ path: `list_data.${index}.id`, expected: 'no id: a batch creates records', actual: String(draft.id) }]),
  ]);
  const reserved = drafts.flatMap((draft, index) => prototypeKeyErrors(draft.data, `list_data.${index}.data`));
  if (errors.length + reserved.length > 0)
    return refuse(reasons.invalid, { errors: [...errors, ...reserved].slice(0, 20) });
  const list = await visibleListOf(context, listId);
  if (!list) return invalid('list_data.0.cms_list_id', 'the id of a list', listId);
  const fields = await fieldsOfList(services, list);
  const administrator = isAdministrator(actor.type);
  const rows = drafts.map((draft) => ({
    body: {
      cms_list_id: list.id,
      data: mergeRecordData({ fields, stored: {}, sent: draft.data, administrator, newId: randomUUID }),
    },
    state: draft.state,
  }));
  // One set-based insert and one presentation pass for the whole batch (docs/performance.md, "Content import").
  const written = await services.store.db.write(async (tx) =>
    presentAll(listDataKind, services, tx, await services.store.documents.cms_list_data.insertMany(tx, rows)),
  );
  announceCreations(listDataKind, services, written);
  return ok({ data: { ids: written.map((item) => item.document.id) } });
};
