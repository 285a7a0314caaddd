import { isListVisible } from '../../src/domain/accounts';
import {
  deviceRecordListId,
  deviceTypeOf,
  type DeviceRecordField,
  type DeviceTypeSettingValue,
} from '../../src/domain/devices';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';

// A device names its status, usage, location and series by record id, and the server joins those records into
// what it sends. Any record id could be sent, so the join takes only records that are what the field says:
// records of the list the device's type names for it (issue 28: a release record of a developer-only list was
// sent to device admins as a device's status).

const metaOf = (list: StoredDocument): Readonly<Record<string, unknown>> =>
  jsonObject.is(list.body.meta) ? list.body.meta : {};

/** Every device_type setting's value, by the type's name. */
export const deviceTypesByName = async (
  services: Services,
  sql?: Sql,
): Promise<Map<string, DeviceTypeSettingValue>> => {
  const settings = await services.store.documents.settings.list(`body->>'type' = 'device_type'`, [], sql);
  return new Map(
    settings.flatMap((setting) => {
      const type = deviceTypeOf({
        name: String(setting.body.name),
        type: 'device_type',
        value: setting.body.value,
      });
      return type ? [[type.name, type.value] as const] : [];
    }),
  );
};

/**
 * Whether `record` may stand as the device's `field`: it belongs to the list the type names for that field,
 * and that list is no system list (those are developers' only, spec 3 §6, and a device reaches every device
 * administrator).
 */
export const isDeviceRecord = (
  type: DeviceTypeSettingValue | undefined,
  field: DeviceRecordField,
  record: StoredDocument,
  list: StoredDocument | undefined,
): boolean => {
  const listId = deviceRecordListId(type, field);
  return (
    listId !== undefined &&
    record.body.cms_list_id === listId &&
    list?.id === listId &&
    isListVisible({ meta: metaOf(list) }, undefined)
  );
};
