// Device rules (spec 3 §4 'Devices', §5).
import { recordName, type Device } from './device';
import type { DeviceTypeSettingValue } from './device-type';

/** Archived devices are those whose status name is 'Archive'. */
export const archivedStatusName = 'Archive';
export const isArchivedDevice = (device: Pick<Device, 'status'>): boolean =>
  recordName(device.status) === archivedStatusName;

export type SubDeviceCheck =
  | { readonly ok: true; readonly device: Device }
  | { readonly ok: false; readonly reason: 'not_found' | 'self' | 'multiple_parents_subdevice' };

/**
 * A sub-device is added by identifier only when it is an existing device, not a multiple-parents sub-device and
 * not the device itself.
 */
export const checkSubDevice = (
  parent: Pick<Device, 'id'>,
  identifier: string,
  devices: Iterable<Device>,
): SubDeviceCheck => {
  const wanted = identifier.trim();
  let found: Device | undefined;
  for (const device of devices) {
    if (device.identifier === wanted) {
      found = device;
      break;
    }
  }
  if (!found) return { ok: false, reason: 'not_found' };
  if (found.id === parent.id) return { ok: false, reason: 'self' };
  if (found.meta.multiple_parents_subdevice) return { ok: false, reason: 'multiple_parents_subdevice' };
  return { ok: true, device: found };
};

/** Ids in first-seen order without duplicates. */
export const uniqueIds = (ids: readonly number[]): number[] => [...new Set(ids)];

/** Adding an instance by title needs an existing match; duplicates are removed (spec 3 §5). */
export const addInstanceByTitle = (
  instanceIds: readonly number[],
  title: string,
  instances: Iterable<{ readonly id: number; readonly title: string }>,
): { readonly ok: true; readonly ids: number[] } | { readonly ok: false; readonly reason: 'not_found' } => {
  for (const instance of instances) {
    if (instance.title === title) return { ok: true, ids: uniqueIds([...instanceIds, instance.id]) };
  }
  return { ok: false, reason: 'not_found' };
};

/** Bulk 'Device read': identifiers must match existing devices; the rest are reported missing. */
export const resolveDeviceIdentifiers = (
  identifiers: readonly string[],
  devices: Iterable<Device>,
): { readonly found: Device[]; readonly missing: string[] } => {
  const byIdentifier = new Map<string, Device>();
  for (const device of devices) byIdentifier.set(device.identifier, device);
  const found: Device[] = [];
  const missing: string[] = [];
  for (const identifier of new Set(identifiers.map((value) => value.trim()).filter((value) => value.length > 0))) {
    const device = byIdentifier.get(identifier);
    if (device) found.push(device);
    else missing.push(identifier);
  }
  return { found, missing };
};

/** 'Take device' creates a child of a multiple-parents device; a taken child cannot itself be taken. */
export const canTakeDevice = (device: Pick<Device, 'meta'>, type: DeviceTypeSettingValue | undefined): boolean =>
  type?.multiple_parents === true && device.meta.multiple_parents_subdevice !== true;

/** 'Release device' frees a taken child. */
export const canReleaseDevice = (device: Pick<Device, 'meta'>): boolean =>
  device.meta.multiple_parents_subdevice === true;

/**
 * Adds a sub-device by identifier to a list of ids (spec 3 §5): the refusal reason, or the list with it added
 * once (a device already listed stays where it is).
 */
export const addSubDevice = (
  parent: Pick<Device, 'id'>,
  subDevices: readonly number[],
  identifier: string,
  devices: Iterable<Device>,
): { readonly ok: true; readonly ids: number[] } | { readonly ok: false; readonly reason: SubDeviceRefusal } => {
  const check = checkSubDevice(parent, identifier, devices);
  return check.ok ? { ok: true, ids: uniqueIds([...subDevices, check.device.id]) } : check;
};

export type SubDeviceRefusal = Extract<SubDeviceCheck, { ok: false }>['reason'];
