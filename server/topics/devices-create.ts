import { canTakeDevice, uniqueIds, type Device } from '../../src/domain/devices';
import { DeviceCreateCodec, type DeviceCreate } from '../../src/infrastructure/wire/devices';
import { presentOne, viewFor } from '../records/entity-kind';
import { accountName } from '../records/stale';
import { writeItemIn, type WrittenItem } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import { lockForTransaction, rowLocks, type Sql } from '../storage/database';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import { decodeDevice, deviceProblems, deviceTypeValue, instanceProblems, subDeviceProblems } from './devices-checks';
import { devicesKind } from './devices-kind';
import { announceDevices, deviceBody } from './devices-save';
import { invalid } from './entity-save';
import { pushWith, type PushHandler, type TopicContext } from './topic-handler';

// devices:create: a new device, or 'Take device' — one unit of a multiple-parents device, named by the console
// `{parent identifier}-{n}`. A unit is held by one account at a time: of concurrent takes of one unit exactly one
// is stored, the others are told who holds it (docs/protocol/one-truth.md "Taking a device is exclusive").

/** The device that already has `identifier`, read in `sql` (inside the take's transaction: after the lock). */
const deviceWithIdentifier = async (
  services: Services,
  sql: Sql,
  identifier: string,
): Promise<StoredDocument | undefined> =>
  (await services.store.documents.devices.list(`body->>'identifier' = $1`, [identifier], sql))[0];

/** Whether `document` is a unit taken from `parentId`. */
const isUnitOf = (services: Services, document: StoredDocument, parentId: number): boolean => {
  const unit = decodeDevice(services, document);
  return unit?.meta.multiple_parents_subdevice === true && unit.meta.multiple_parents_parent_id === parentId;
};

/** `taken`: who holds the unit (the account that took it) and the unit as this account sees it. */
const takenRefusal = async ({ actor, services }: TopicContext, unit: StoredDocument): Promise<Reply> => {
  const holder = decodeDevice(services, unit)?.meta.multiple_parents_taken_by;
  const presented = await presentOne(devicesKind, services, services.store.db.read, unit);
  return refuse(reasons.taken, {
    held_by: await accountName(services, holder),
    device: viewFor(devicesKind, actor, presented),
  });
};

/** The checks every new device passes (identifier, type, records, sub-devices, instances). */
const creationProblems = async (services: Services, device: DeviceCreate['device']): Promise<Reply | undefined> => {
  const problems = [
    ...(await deviceProblems(services, device, undefined)),
    ...(await subDeviceProblems(services, undefined, device.sub_device_list, 'device.sub_device_list')),
    ...(await instanceProblems(services, device.instance_list, 'device.instance_list')),
  ];
  return problems.length > 0 ? refuse(reasons.invalid, { errors: problems }) : undefined;
};

const listsOf = (device: DeviceCreate['device']) => ({
  sub_device_list: uniqueIds(device.sub_device_list),
  instance_list: uniqueIds(device.instance_list),
});

const createPlain = async (context: TopicContext, device: DeviceCreate['device']): Promise<Reply> => {
  const { actor, services } = context;
  const refusal = await creationProblems(services, device);
  if (refusal) return refusal;
  const body = deviceBody(device, undefined, {}, listsOf(device));
  const created = await services.store.db.write((tx) =>
    writeItemIn(devicesKind, services, tx, { existing: undefined, body, state: 'active', changedBy: actor.accountId }),
  );
  announceDevices(services, [created]);
  return ok({ data: viewFor(devicesKind, actor, created.after) });
};

/** The unit and the parent's new sub_device_list, written under the parent's take lock; or the unit's holder. */
const writeTake = (
  context: TopicContext,
  parent: Device,
  device: DeviceCreate['device'],
): Promise<{ readonly written: readonly [WrittenItem, ...WrittenItem[]] } | { readonly heldBy: StoredDocument }> => {
  const { actor, services } = context;
  const identifier = device.identifier.trim();
  const meta = {
    multiple_parents_subdevice: true,
    multiple_parents_parent_id: parent.id,
    multiple_parents_taken_by: actor.accountId,
  };
  const body = deviceBody(device, undefined, meta, listsOf(device));
  return services.store.db.write(async (tx) => {
    // Every take of this parent's units queues here, so the look-up below sees every take committed before it.
    await lockForTransaction(tx, rowLocks.deviceTake, parent.id);
    const holder = await deviceWithIdentifier(services, tx, identifier);
    if (holder) return { heldBy: holder };
    const created = await writeItemIn(devicesKind, services, tx, {
      existing: undefined,
      body,
      state: 'active',
      changedBy: actor.accountId,
    });
    const current = await services.store.documents.devices.get(parent.id, tx);
    const currentDevice = decodeDevice(services, current);
    if (!current || !currentDevice) return { written: [created] };
    // Written back with the stored document's own fields, the decoded ones over them.
    const children = uniqueIds([...currentDevice.sub_device_list, created.after.document.id]);
    const parentAfter = await writeItemIn(devicesKind, services, tx, {
      existing: current,
      body: { ...current.body, ...withoutReserved(currentDevice), sub_device_list: children },
      state: current.state,
      changedBy: actor.accountId,
    });
    return { written: [created, parentAfter] };
  });
};

const takeUnit = async (context: TopicContext, device: DeviceCreate['device'], parentId: number): Promise<Reply> => {
  const { actor, services } = context;
  const parent = decodeDevice(services, await services.store.documents.devices.get(parentId));
  const type = parent && (await deviceTypeValue(services, parent.type));
  if (!parent || !canTakeDevice(parent, type))
    return invalid('parent_id', 'a device of a multiple_parents type that is not itself taken', parentId);
  // A take that comes after the winner committed hears who holds the unit, not that the identifier is used: the
  // look-up runs again after the checks, as the winner may commit between them (another process, docs/deploy.md).
  const heldUnit = async (): Promise<StoredDocument | undefined> => {
    const held = await deviceWithIdentifier(services, services.store.db.read, device.identifier.trim());
    return held && isUnitOf(services, held, parent.id) ? held : undefined;
  };
  const unit = await heldUnit();
  if (unit) return takenRefusal(context, unit);
  const refusal = await creationProblems(services, device);
  if (refusal) {
    const since = await heldUnit();
    return since ? takenRefusal(context, since) : refusal;
  }
  const outcome = await writeTake(context, parent, device);
  if ('heldBy' in outcome) {
    return isUnitOf(services, outcome.heldBy, parent.id)
      ? takenRefusal(context, outcome.heldBy)
      : invalid('device.identifier', 'an identifier no other device has', device.identifier.trim());
  }
  announceDevices(services, outcome.written);
  return ok({ data: viewFor(devicesKind, actor, outcome.written[0].after) });
};

/** devices:create save: a new device, or with parent_id a unit taken from a multiple-parents device. */
const createDevice = (context: TopicContext, { device, parent_id: parentId }: DeviceCreate): Promise<Reply> =>
  parentId === undefined ? createPlain(context, device) : takeUnit(context, device, parentId);

/** The pushes of devices:create. */
export const deviceCreatePushes: Readonly<Record<string, PushHandler>> = {
  save: pushWith(DeviceCreateCodec, createDevice),
};
