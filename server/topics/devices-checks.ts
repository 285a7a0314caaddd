import type { DeviceInput, DeviceTypeSettingValue } from '../../src/domain/devices';
import { missingReferences, rowsById } from '../content/write-item';
import type { PayloadError } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { deviceRecordFields } from './devices-kind';

// Server-side checks of a device save. Spec 3 §5 shows no client-side validation for devices ("A server
// failure yields a warning"), so these are the careful backend's: references must exist.

const metaOf = (document: StoredDocument | undefined): Readonly<Record<string, unknown>> =>
  (document?.body.meta as Readonly<Record<string, unknown>> | undefined) ?? {};

/** Who took a device from a multiple-parents device (spec 3 §4 "Take device"): its parent's id, 0 if unknown, undefined if not taken. */
export const takenBy = (document: StoredDocument): number | undefined => {
  const meta = metaOf(document);
  if (meta.multiple_parents_subdevice !== true) return undefined;
  return typeof meta.multiple_parents_parent_id === 'number' ? meta.multiple_parents_parent_id : 0;
};

/** The value of the device_type setting named `type`, if there is one. */
export const deviceTypeValue = async (
  services: Services,
  type: string,
): Promise<DeviceTypeSettingValue | undefined> => {
  const [setting] = await services.store.documents.settings.list(
    `body->>'type' = 'device_type' and body->>'name' = $1`,
    [type],
  );
  const value = setting?.body.value;
  return setting ? ((typeof value === 'object' && value !== null ? value : {}) as DeviceTypeSettingValue) : undefined;
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
  if (!(await deviceTypeValue(services, device.type)))
    problems.push({
      path: 'device.type',
      expected: 'the name of a device_type setting',
      actual: JSON.stringify(device.type),
    });
  const fields = deviceRecordFields.filter((field) => device[`${field}_id`] !== undefined);
  const ids = fields.map((field) => device[`${field}_id`] as number);
  problems.push(
    ...(await missingReferences(
      services.store.documents.cms_list_data,
      ids,
      (index) => `device.${fields[index] ?? ''}_id`,
      'content record',
    )),
  );
  return problems;
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
