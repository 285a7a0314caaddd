import { announceChange } from '../records/announce';
import { presentAll } from '../records/entity-kind';
import { writeItemIn, type WrittenItem } from '../records/write-item';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import { storedWith } from '../storage/stored-codec';
import { deviceRecordFields, devicesKind } from './devices-kind';

// Devices point at instances and content records by id; when those change or go, the devices follow.

/** A removed instance leaves every device's instance_list (in the caller's transaction). */
export const dropInstanceFromDevices = async (
  services: Services,
  tx: Sql,
  instanceId: number,
): Promise<WrittenItem[]> => {
  const devices = await services.store.documents.devices.list(
    `body->'instance_list' @> $1::jsonb`,
    [JSON.stringify([instanceId])],
    tx,
  );
  const written: WrittenItem[] = [];
  const report = (message: string): void => services.log.error(message);
  for (const device of devices) {
    // Written back with the stored document's own fields (the query selected devices listing the instance); one
    // that does not decode is reported and stays as it is.
    const stored = storedWith('devices', device, {}, report);
    if (!stored) continue;
    const body = { ...stored, instance_list: stored.instance_list.filter((id) => id !== instanceId) };
    written.push(await writeItemIn(devicesKind, services, tx, { existing: device, body, state: device.state }));
  }
  return written;
};

/**
 * Devices embed their status, usage, location and series records; when one of those records is saved or
 * removed, the devices showing it are sent again so no console keeps a stale name.
 */
export const refreshDevicesShowing = async (services: Services, recordIds: readonly number[]): Promise<void> => {
  if (recordIds.length === 0) return;
  const where = deviceRecordFields.map((field) => `(body->>'${field}_id') = any($1::text[])`).join(' or ');
  const devices = await services.store.documents.devices.list(where, [recordIds.map(String)]);
  for (const device of await presentAll(devicesKind, services, services.store.db.read, devices))
    announceChange(devicesKind, services, undefined, device);
};
