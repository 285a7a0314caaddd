import { can } from '../../src/domain/rights';
import { DeviceReleaseCodec } from '../../src/infrastructure/wire/devices';
import { announceChange, announceRemoval } from '../records/announce';
import { presentAll, presentOne, visibleWires } from '../records/entity-kind';
import { contentListTopic, createTopic, findVisible, isReply } from './content-topics';
import { writeItemIn, type WrittenItem } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { decodeDevice, takenBy } from './devices-checks';
import { deviceLogsKind, devicesKind } from './devices-kind';
import { deviceCreatePushes } from './devices-create';
import { deviceEditPushes } from './devices-save';
import { invalid } from './entity-save';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

/**
 * "'Release device' frees one" (spec 3 §4): the taken device goes back to the multiple-parents device it came from.
 * It existed only as that taken unit, so it is removed with its log, and leaves every sub_device_list.
 */
const releaseDevice = async (context: TopicContext, childId: number): Promise<Reply> => {
  const { services, actor } = context;
  const topicDevice = await findVisible(devicesKind, context, context.params.id ?? '');
  if (isReply(topicDevice)) return topicDevice;
  const child = decodeDevice(services, await services.store.documents.devices.get(childId));
  if (!child) return refuse(reasons.notFound);
  const parentId = takenBy(child);
  if (parentId === undefined) return invalid('id', 'a taken device (multiple_parents_subdevice)', childId);
  if (topicDevice.id !== child.id && topicDevice.id !== parentId)
    return invalid('id', 'this device or a device taken from it', childId);
  const outcome = await services.store.db.write(async (tx) => {
    const removed = await services.store.documents.devices.remove(tx, child.id);
    if (!removed) return undefined;
    await tx.query(`delete from device_logs where body->>'device_id' = $1`, [String(child.id)]);
    const holders = await services.store.documents.devices.list(
      `body->'sub_device_list' @> $1::jsonb`,
      [JSON.stringify([child.id])],
      tx,
    );
    const parents: WrittenItem[] = [];
    for (const holder of holders) {
      // Written back with the stored document's own fields.
      const listed: unknown = holder.body.sub_device_list;
      const children = (Array.isArray(listed) ? listed : []).filter((id) => id !== child.id);
      parents.push(
        await writeItemIn(devicesKind, services, tx, {
          existing: holder,
          body: { ...holder.body, sub_device_list: children },
          state: holder.state,
          changedBy: actor.accountId,
        }),
      );
    }
    return { removed: await presentOne(devicesKind, services, tx, removed), parents };
  });
  if (!outcome) return refuse(reasons.notFound);
  announceRemoval(devicesKind, services, outcome.removed);
  for (const parent of outcome.parents) announceChange(devicesKind, services, parent.before, parent.after);
  return ok({ message: 'Device was released' });
};

/** devices:{id}: the join is answered `{}`, then `init {device, subdevices}` so the Tree tab is complete. */
const deviceTopic: TopicHandler = {
  pattern: 'devices:{id}',
  doc: 'One device: init {device, subdevices}, update {device}; save {device, device_log?, subdevices, instances}; release {id}.',
  join: async (context) => {
    const found = await findVisible(devicesKind, context, context.params.id ?? '');
    return isReply(found) ? found : ok({});
  },
  afterJoin: async (context) => {
    const { services, actor } = context;
    const found = await findVisible(devicesKind, context, context.params.id ?? '');
    if (isReply(found)) return;
    const childIds = Array.isArray(found.body.sub_device_list)
      ? found.body.sub_device_list.filter((id): id is number => Number.isSafeInteger(id))
      : [];
    const children =
      childIds.length === 0 ? [] : await services.store.documents.devices.list('id = any($1::int[])', [childIds]);
    const [device, ...subdevices] = visibleWires(
      devicesKind,
      actor,
      await presentAll(devicesKind, services, services.store.db.read, [found, ...children]),
    );
    context.channel.push('init', { device, subdevices });
  },
  pushes: {
    ...deviceEditPushes,
    release: pushWith(DeviceReleaseCodec, (context, payload) => releaseDevice(context, payload.id)),
  },
};

/** devices:logs:{id}: the join is answered `{}`, then `init {device_logs}` oldest first; new rows come as `update`. */
const deviceLogsTopic: TopicHandler = {
  pattern: 'devices:logs:{id}',
  doc: 'The log of device {id}: init {device_logs} oldest first, update {device_log}.',
  join: async (context) => {
    const found = await findVisible(devicesKind, context, context.params.id ?? '');
    return isReply(found) ? found : ok({});
  },
  afterJoin: async (context) => {
    const { services, actor } = context;
    const found = await findVisible(devicesKind, context, context.params.id ?? '');
    if (isReply(found)) return;
    const logs = await services.store.documents.device_logs.list(`body->>'device_id' = $1`, [String(found.id)]);
    context.channel.push('init', {
      device_logs: visibleWires(
        deviceLogsKind,
        actor,
        await presentAll(deviceLogsKind, services, services.store.db.read, logs),
      ),
    });
  },
  pushes: {},
};

/** devices:all (device administrators see the inventory; others an empty list), devices:create, devices:{id}, devices:logs:{id}. */
export const deviceTopics: readonly TopicHandler[] = [
  contentListTopic({
    pattern: 'devices:all',
    doc: 'Every device: init {devices}, update {device}, delete {id}.',
    kind: devicesKind,
    load: async (context) =>
      // devices:all is joined by every console but stays empty outside the Devices route (spec 3 §6).
      can('devices', context.actor) ? context.services.store.documents.devices.list() : [],
    init: (items) => ({ devices: items }),
  }),
  createTopic(
    'devices:create',
    'A new device, or "Take device" with parent_id: save {device, parent_id?}.',
    deviceCreatePushes,
  ),
  deviceTopic,
  deviceLogsTopic,
];
