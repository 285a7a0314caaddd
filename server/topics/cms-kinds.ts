import { isListVisible } from '../../src/domain/accounts';
import { valuesForViewer } from '../../src/domain/cms';
import type { Actor } from '../auth/actor';
import type { EntityKind, Wire } from '../records/entity-kind';
import { adminOnlyFieldsByList } from '../records/list-access';
import { toWire, type StoredDocument } from '../storage/document-repository';
import { isAdministrator } from '../../src/domain/rights';
import { jsonObject } from '../../src/infrastructure/wire/kit';

const objectOf = (value: unknown): Readonly<Record<string, unknown>> => (jsonObject.is(value) ? value : {});

/** "List types flagged system are visible only to developers"; "Non-developers do not see lists with the system flag" (spec 3 §6). */
export const seesSystemItem = (actor: Actor, document: StoredDocument): boolean =>
  isListVisible({ meta: objectOf(document.body.meta) }, actor.type);

/** List types on cms:all as `update_list_type {data}` and `delete_list_type {data: {id}}`. */
export const listTypesKind: EntityKind<'cms_list_types'> = {
  kind: 'cms_list_types',
  targets: () => [
    {
      topic: 'cms:all',
      updateEvent: 'update_list_type',
      update: (wire) => ({ data: wire }),
      deleteEvent: 'delete_list_type',
      remove: (wire) => ({ data: { id: wire.id } }),
    },
  ],
  visible: seesSystemItem,
  present: async (_services, _sql, documents) =>
    documents.map((document): Wire => ({
      ...toWire(document),
      fields: Array.isArray(document.body.fields) ? document.body.fields : [],
    })),
};

/** Content lists on cms:all as `update_list {data}` and `delete_list {data: {id}}` (the specific events, docs/protocol/cms.md). */
export const contentListsKind: EntityKind<'cms_lists'> = {
  kind: 'cms_lists',
  targets: () => [
    {
      topic: 'cms:all',
      updateEvent: 'update_list',
      update: (wire) => ({ data: wire }),
      deleteEvent: 'delete_list',
      remove: (wire) => ({ data: { id: wire.id } }),
    },
  ],
  visible: seesSystemItem,
};

/**
 * The admin_only field names of a record's list type, carried from `present` to `view` inside the presented
 * wire: views are synchronous and a cluster relays presented items as JSON, so the names must travel with the
 * item. `view` always removes the key; it never reaches a client.
 */
const adminOnlyKey = 'admin_only_fields';

/**
 * Records on the topic of their list, cms:list_datas:{list_id}, as `update {data}` and `delete {data: {id,
 * cms_list_id}}`. Who may see a record is decided when the list topic is joined (the list must be visible).
 */
export const listDataKind: EntityKind<'cms_list_data'> = {
  kind: 'cms_list_data',
  targets: (document) => [
    {
      topic: `cms:list_datas:${String(document.body.cms_list_id)}`,
      updateEvent: 'update',
      update: (wire) => ({ data: wire }),
      deleteEvent: 'delete',
      remove: (wire) => ({ data: { id: wire.id, cms_list_id: wire.cms_list_id } }),
      updateMany: { event: 'update_batch', payload: (wires) => ({ data: wires }) },
    },
  ],
  present: async (services, sql, documents) => {
    const listOf = (document: StoredDocument): number => Number(document.body.cms_list_id);
    const adminOnly = await adminOnlyFieldsByList(services, sql, documents.map(listOf));
    return documents.map((document): Wire => ({
      ...toWire(document),
      data: objectOf(document.body.data),
      [adminOnlyKey]: adminOnly.get(listOf(document)) ?? [],
    }));
  },
  // "A field with admin_only is shown only to admins" (spec 3 §5): others do not receive its value at all.
  view: (wire, actor) => {
    const { [adminOnlyKey]: names, ...record } = wire;
    const adminOnly = Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
    return { ...record, data: valuesForViewer(objectOf(record.data), adminOnly, isAdministrator(actor.type)) };
  },
  viewKey: (actor) => (isAdministrator(actor.type) ? 'administrator' : 'console'),
};
