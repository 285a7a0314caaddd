import { uniqueIds, type Device, type DeviceInput, type DeviceMeta } from '../../src/domain/devices';
import { ListDataCodec } from '../../src/infrastructure/wire/cms';
import { DeviceSaveCodec, type DeviceSave } from '../../src/infrastructure/wire/devices';
import type { Actor } from '../auth/actor';
import { announceChange } from '../records/announce';
import { viewFor } from '../records/entity-kind';
import { rowsById, writeItemIn, type WrittenItem } from '../records/write-item';
import { isStale, staleRefusal, writeOrStale } from '../records/stale';
import { isReply } from './content-topics';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import { type StoredDocument, withoutFields, withoutReserved } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';
import { decodeStoredOne } from '../storage/stored-codec';
import { decodeDevice, deviceProblems, instanceProblems, subDeviceProblems } from './devices-checks';
import { deviceLogsKind, devicesKind } from './devices-kind';
import { pushWith, type PushHandler, type TopicContext } from './topic-handler';

// The records a device shows are joined by the server (devices-kind.ts); the taken flags are the server's own.
const joinedFields = ['status', 'usage', 'location', 'series'] as const;

export const deviceBody = (
  device: DeviceInput,
  existing: StoredDocument | undefined,
  takenMeta: DeviceMeta,
  lists: Pick<StoredValue<'devices'>, 'sub_device_list' | 'instance_list'>,
): StoredValue<'devices'> => {
  const {
    multiple_parents_subdevice: _taken,
    multiple_parents_parent_id: _parent,
    multiple_parents_taken_by: _holder,
    ...meta
  } = device.meta;
  const sent = withoutFields(withoutReserved(device), joinedFields);
  return {
    ...existing?.body,
    ...sent,
    identifier: device.identifier.trim(),
    meta: { ...meta, ...takenMeta },
    ...lists,
  };
};

/** The taken flags as stored: only Take device (devices:create with parent_id) sets them. */
const storedTakenMeta = ({ meta }: Device): DeviceMeta => {
  const { multiple_parents_subdevice, multiple_parents_parent_id, multiple_parents_taken_by } = meta;
  return Object.fromEntries(
    Object.entries({ multiple_parents_subdevice, multiple_parents_parent_id, multiple_parents_taken_by }).filter(
      ([, value]) => value !== undefined,
    ),
  );
};

const recordName = (services: Services, record: StoredDocument | undefined): string | undefined => {
  const report = (message: string): void => services.log.error(message);
  const name = decodeStoredOne(ListDataCodec, record, report, 'list data')?.data.name;
  return typeof name === 'string' ? name : undefined;
};

/**
 * A log row stamped with the device's status and location names at the time (spec 3 §3 "Device log"): a save's
 * comment, or what an undo took back (server/topics/devices-undo.ts).
 */
export const writeLog = async (
  services: Services,
  tx: Sql,
  actor: Actor,
  device: StoredDocument,
  meta: StoredValue<'device_logs'>['meta'],
): Promise<WrittenItem> => {
  const ids = [device.body.status_id, device.body.location_id].filter((id): id is number => typeof id === 'number');
  const records = await rowsById(services.store.documents.cms_list_data, ids, tx);
  const name = (id: unknown): string | undefined =>
    typeof id === 'number' ? recordName(services, records.get(id)) : undefined;
  const body: StoredValue<'device_logs'> = {
    device_id: device.id,
    account_id: actor.accountId,
    meta,
    device_data: { status: name(device.body.status_id), location: name(device.body.location_id) },
  };
  return writeItemIn(deviceLogsKind, services, tx, { existing: undefined, body, state: 'active' });
};

export const announceDevices = (services: Services, written: readonly WrittenItem[]): void => {
  for (const item of written) announceChange(devicesKind, services, item.before, item.after);
};

/** devices:{id} save: the device, its sub-device and instance lists, and a log row when asked or when it moved. */
const saveDevice = async ({ actor, services, params }: TopicContext, payload: DeviceSave): Promise<Reply> => {
  const existing = await services.store.documents.devices.find(params.id ?? '');
  // Read typed; the write below keeps the stored document's own fields.
  const stored = decodeDevice(services, existing);
  if (!existing || !stored) return refuse(reasons.notFound);
  if (isStale(payload.version, existing)) return staleRefusal(devicesKind, services, actor, existing);
  const problems = [
    ...(await deviceProblems(services, payload.device, existing)),
    ...(await subDeviceProblems(services, existing.id, payload.subdevices, 'subdevices')),
    ...(await instanceProblems(services, payload.instances, 'instances')),
  ];
  if (problems.length > 0) return refuse(reasons.invalid, { errors: problems });
  const lists = { sub_device_list: uniqueIds(payload.subdevices), instance_list: uniqueIds(payload.instances) };
  const body = deviceBody(payload.device, existing, storedTakenMeta(stored), lists);
  // A change of status or location is logged even without a comment, so the log tells where a device has been.
  const moved = body.status_id !== existing.body.status_id || body.location_id !== existing.body.location_id;
  const write = {
    existing,
    body,
    state: existing.state,
    changedBy: actor.accountId,
    expectedVersion: payload.version,
    configurationSave: true,
  } as const;
  const outcome = await writeOrStale(devicesKind, services, actor, () =>
    services.store.db.write(async (tx) => {
      const saved = await writeItemIn(devicesKind, services, tx, write);
      const comment = payload.device_log?.meta.comment;
      const logged = comment !== undefined || moved;
      return {
        device: saved,
        log: logged
          ? await writeLog(services, tx, actor, saved.after.document, comment === undefined ? {} : { comment })
          : undefined,
      };
    }),
  );
  if (isReply(outcome)) return outcome;
  const { device, log } = outcome;
  announceDevices(services, [device]);
  if (log) announceChange(deviceLogsKind, services, undefined, log.after);
  return ok({ data: viewFor(devicesKind, actor, device.after) });
};

/** The pushes of devices:{id} (`save`; `release` is devices.ts'); devices:create's are devices-create.ts'. */
export const deviceEditPushes: Readonly<Record<string, PushHandler>> = { save: pushWith(DeviceSaveCodec, saveDevice) };
