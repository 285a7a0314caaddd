import { can, type RightsSubject } from '../../src/domain/rights';
import type { DeviceTypeSettingValue } from '../../src/domain/devices';
import type { EntityKind, Wire } from '../records/entity-kind';
import { rowsById } from '../records/write-item';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import { toWire, type StoredDocument } from '../storage/document-repository';
import { deviceTypesByName, isDeviceRecord } from './device-records';
import { jsonObject } from '../../src/infrastructure/wire/kit';

/** The content records a device points at, joined into it as `{id, data, cms_list_id}` (docs/protocol/devices.md). */
export const deviceRecordFields = ['status', 'usage', 'location', 'series'] as const;

const objectOf = (value: unknown): Readonly<Record<string, unknown>> => (jsonObject.is(value) ? value : {});
const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
const recordIdOf = (document: StoredDocument, field: string): number | undefined => {
  const id = document.body[`${field}_id`];
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
};

const recordWire = (record: StoredDocument): Wire => ({
  id: record.id,
  data: objectOf(record.body.data),
  ...(typeof record.body.cms_list_id === 'number' ? { cms_list_id: record.body.cms_list_id } : {}),
});

interface Joinable {
  readonly records: ReadonlyMap<number, StoredDocument>;
  readonly lists: ReadonlyMap<number, StoredDocument>;
  readonly types: ReadonlyMap<string, DeviceTypeSettingValue>;
}

const deviceWire = (document: StoredDocument, { records, lists, types }: Joinable): Wire => {
  const joined: Record<string, Wire> = {};
  const type = types.get(String(document.body.type));
  for (const field of deviceRecordFields) {
    const id = recordIdOf(document, field);
    const record = id === undefined ? undefined : records.get(id);
    // Only a record that is what the field says is joined (device-records.ts); the id alone is sent as stored.
    if (record && isDeviceRecord(type, field, record, lists.get(Number(record.body.cms_list_id))))
      joined[field] = recordWire(record);
  }
  return {
    ...toWire(document),
    form_data: objectOf(document.body.form_data),
    sub_device_list: idsOf(document.body.sub_device_list),
    instance_list: idsOf(document.body.instance_list),
    meta: objectOf(document.body.meta),
    ...joined,
  };
};

const presentDevices = async (services: Services, sql: Sql, documents: readonly StoredDocument[]): Promise<Wire[]> => {
  if (documents.length === 0) return [];
  const ids = documents.flatMap((document) => deviceRecordFields.flatMap((field) => recordIdOf(document, field) ?? []));
  const records = await rowsById(services.store.documents.cms_list_data, ids, sql);
  const listIds = [...records.values()].map((record) => Number(record.body.cms_list_id));
  const lists = await rowsById(services.store.documents.cms_lists, listIds, sql);
  const types = await deviceTypesByName(services, sql);
  return documents.map((document) => deviceWire(document, { records, lists, types }));
};

const forDeviceAdministrators = (actor: RightsSubject): boolean => can('devices', actor);

/** Devices on devices:all (`update {device}`, `delete {id}`) and on their own devices:{id} (`update {device}`). */
export const devicesKind: EntityKind<'devices'> = {
  kind: 'devices',
  targets: (document) => [
    {
      topic: 'devices:all',
      updateEvent: 'update',
      update: (wire) => ({ device: wire }),
      deleteEvent: 'delete',
      remove: (wire) => ({ id: wire.id }),
    },
    { topic: `devices:${document.id}`, updateEvent: 'update', update: (wire) => ({ device: wire }) },
  ],
  visible: forDeviceAdministrators,
  present: presentDevices,
};

/** Device log rows on devices:logs:{device_id} as `update {device_log}`. */
export const deviceLogsKind: EntityKind<'device_logs'> = {
  kind: 'device_logs',
  targets: (document) => [
    {
      topic: `devices:logs:${String(document.body.device_id)}`,
      updateEvent: 'update',
      update: (wire) => ({ device_log: wire }),
    },
  ],
  visible: forDeviceAdministrators,
  present: async (_services, _sql, documents) =>
    documents.map((document) => ({ ...toWire(document), meta: objectOf(document.body.meta) })),
};
