import { deviceTypeOf, type Device, type DeviceInput, type DeviceTypeSettingValue } from '../../src/domain/devices';
import { DeviceCodec, DeviceTypeSettingValueCodec } from '../../src/infrastructure/wire/devices';
import { decodeStoredOne } from '../storage/stored-codec';
import { storedSetting } from '../storage/stored-settings';
import { missingReferences, rowsById } from '../records/write-item';
import { isDeviceRecord } from './device-records';
import type { PayloadError } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { deviceRecordFields } from './devices-kind';

// Server-side checks of a device save. Spec 3 §5 shows no client-side validation for devices ("A server
// failure yields a warning"), so these are the careful backend's: references must exist.

/** A device read with the wire's DeviceCodec; one that does not decode is reported and read as absent. */
export const decodeDevice = (services: Services, stored: StoredDocument | undefined): Device | undefined =>
  decodeStoredOne(DeviceCodec, stored, (message) => services.log.error(message), 'device');

/** Who took a device from a multiple-parents device (spec 3 §4 "Take device"): its parent's id, 0 if unknown, undefined if not taken. */
export const takenBy = ({ meta }: Pick<Device, 'meta'>): number | undefined =>
  meta.multiple_parents_subdevice === true ? (meta.multiple_parents_parent_id ?? 0) : undefined;

/** The value of the device_type setting named `type`, if there is one. */
export const deviceTypeValue = async (
  services: Services,
  type: string,
): Promise<DeviceTypeSettingValue | undefined> => {
  const setting = await storedSetting(services.store, (message) => services.log.error(message), type, {
    type: 'device_type',
    value: DeviceTypeSettingValueCodec,
  });
  return setting && (setting.value ?? {});
};

/** Identifier, type and record references of a device as sent. */
export const deviceProblems = async (
  services: Services,
  device: DeviceInput,
  existing: StoredDocument | undefined,
): Promise<PayloadError[]> => {
  const problems: PayloadError[] = [];
  const identifier = device.identifier.trim();
  if (identifier === '' || identifier.length > 200)
    problems.push({
      path: 'device.identifier',
      expected: 'an identifier of 1 to 200 characters',
      actual: JSON.stringify(device.identifier),
    });
  const [same] =
    identifier === '' ? [] : await services.store.documents.devices.list(`body->>'identifier' = $1`, [identifier]);
  if (same && same.id !== existing?.id)
    problems.push({
      path: 'device.identifier',
      expected: 'an identifier no other device has',
      actual: JSON.stringify(identifier),
    });
  const type = await deviceTypeValue(services, device.type);
  if (!type)
    problems.push({
      path: 'device.type',
      expected: 'the name of a device_type setting',
      actual: JSON.stringify(device.type),
    });
  // Read as the device screens read it (list ids that are not row ids are left out).
  const parsed = type && deviceTypeOf({ name: device.type, type: 'device_type', value: type })?.value;
  return [...problems, ...(await recordProblems(services, device, parsed))];
};

/**
 * `status_id` … `series_id` must name records of the lists the device type names for them, and not of a system
 * list (device-records.ts): any other record would be joined into the device and reach every device
 * administrator, whatever list it came from.
 */
const recordProblems = async (
  services: Services,
  device: DeviceInput,
  type: DeviceTypeSettingValue | undefined,
): Promise<PayloadError[]> => {
  // The record fields the device names, with the ids it names for them.
  const named = deviceRecordFields.flatMap((field) => {
    const id = device[`${field}_id`];
    return id === undefined ? [] : [{ field, id }];
  });
  const records = await rowsById(
    services.store.documents.cms_list_data,
    named.map(({ id }) => id),
  );
  const lists = await rowsById(
    services.store.documents.cms_lists,
    [...records.values()].map((record) => Number(record.body.cms_list_id)),
  );
  return named.flatMap(({ field, id }): PayloadError[] => {
    const record = records.get(id);
    return record && isDeviceRecord(type, field, record, lists.get(Number(record.body.cms_list_id)))
      ? []
      : [
          {
            path: `device.${field}_id`,
            expected: `the id of a record of the type's ${field} list`,
            actual: String(id),
          },
        ];
  });
};

/**
 * Sub-devices must exist and not be the device itself. A device taken from a multiple-parents device may sit
 * under the device that took it as well as under its pool (that is what "multiple parents" means); only adding
 * one by identifier is refused, and that is the console's check (spec 3 §5).
 */
export const subDeviceProblems = async (
  services: Services,
  deviceId: number | undefined,
  subdevices: readonly number[],
  path: string,
): Promise<PayloadError[]> => {
  const rows = await rowsById(services.store.documents.devices, subdevices);
  return subdevices.flatMap((id, index): PayloadError[] => {
    const at = `${path}.${index}`;
    if (!rows.has(id)) return [{ path: at, expected: 'the id of an existing device', actual: String(id) }];
    return id === deviceId ? [{ path: at, expected: 'a device other than itself', actual: String(id) }] : [];
  });
};

/** Linked instances must exist. */
export const instanceProblems = (
  services: Services,
  instances: readonly number[],
  path: string,
): Promise<PayloadError[]> =>
  missingReferences(services.store.documents.instances, instances, (index) => `${path}.${index}`, 'instance');
