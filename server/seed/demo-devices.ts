import type { Sql } from '../storage/database';
import { idOf, insertRows, updateBodies, type SeedRow } from './bulk-insert';
import type { ContentRefs } from './demo-content';
import { day, demoUuid, hour, type DemoTime } from './demo-ids';
import type { InstanceRefs } from './demo-instances';

// The device inventory (spec 3 §3 Device): a camera with sub-devices and a linked instance, a multiple-parents
// cable drum with a taken child, an archived device, and a log for the camera.

interface DevicePlan {
  readonly key: string;
  readonly identifier: string;
  readonly type: string;
  readonly formData: Record<string, unknown>;
  readonly status: string;
  readonly usage?: string;
  readonly location?: string;
  readonly series?: string;
  readonly children?: readonly string[];
  readonly instances?: readonly number[];
  readonly parent?: string;
  readonly comment?: string;
}

const deviceUuid = (key: string): string => demoUuid(`device:${key}`);

export const seedDevices = async (
  tx: Sql,
  time: DemoTime,
  content: ContentRefs,
  instances: InstanceRefs,
  accounts: ReadonlyMap<string, number>,
): Promise<void> => {
  const recordId = (list: string, key: string | undefined) =>
    key === undefined ? undefined : content.recordIds.get(`${list}:${key}`);
  const plans: DevicePlan[] = [
    {
      key: 'camera_42',
      identifier: 'CAM-0042',
      type: 'camera',
      formData: { model: 'Sony HDC-3500', serial: 'S01-778812', total: 1 },
      status: 'in_use',
      usage: 'live',
      location: 'ob_van',
      series: 'liiga',
      children: ['lens_107', 'cable_12_a'],
      instances: [instances.ids.backpack_07],
      comment: 'Lens serviced last month',
    },
    {
      key: 'camera_43',
      identifier: 'CAM-0043',
      type: 'camera',
      formData: { model: 'Sony HDC-3500', serial: 'S01-778813', total: 1 },
      status: 'in_stock',
      usage: 'spare',
      location: 'warehouse',
      instances: [],
    },
    {
      key: 'lens_107',
      identifier: 'LENS-0107',
      type: 'lens',
      formData: { model: 'Fujinon UA24x7.8' },
      status: 'in_use',
      location: 'ob_van',
    },
    {
      key: 'cable_12',
      identifier: 'SMPTE-CABLE-12',
      type: 'cable',
      formData: { length_m: 100, total: 4 },
      status: 'in_stock',
      usage: 'live',
      location: 'warehouse',
      children: ['cable_12_a'],
    },
    {
      key: 'cable_12_a',
      identifier: 'SMPTE-CABLE-12-A',
      type: 'cable',
      formData: { length_m: 100, total: 1 },
      status: 'in_use',
      usage: 'live',
      location: 'ob_van',
      parent: 'cable_12',
    },
    {
      key: 'camera_7',
      identifier: 'CAM-0007',
      type: 'camera',
      formData: { model: 'Sony HDC-1700', serial: 'S00-100007', total: 1 },
      status: 'archive',
      location: 'warehouse',
      comment: 'Sold',
    },
  ];
  const row = (plan: DevicePlan, ids?: ReadonlyMap<string, number>): SeedRow => ({
    uuid: deviceUuid(plan.key),
    insertedAt: time.at(-90 * day),
    body: {
      identifier: plan.identifier,
      type: plan.type,
      form_data: plan.formData,
      status_id: recordId('statuses', plan.status),
      usage_id: recordId('usages', plan.usage),
      location_id: recordId('locations', plan.location),
      series_id: recordId('series', plan.series),
      sub_device_list: ids ? (plan.children ?? []).map((child) => idOf(ids, deviceUuid(child))) : [],
      instance_list: plan.instances ?? [],
      meta: {
        ...(plan.comment ? { comment: plan.comment } : {}),
        ...(plan.parent && ids
          ? { multiple_parents_subdevice: true, multiple_parents_parent_id: idOf(ids, deviceUuid(plan.parent)) }
          : {}),
      },
    },
  });
  const ids = await insertRows(
    tx,
    'devices',
    plans.map((plan) => row(plan)),
  );
  // Devices point at each other by id (sub-devices, the taken child's parent), known only now.
  await updateBodies(
    tx,
    'devices',
    plans.map((plan) => ({ id: idOf(ids, deviceUuid(plan.key)), body: row(plan, ids).body })),
  );
  const camera = idOf(ids, deviceUuid('camera_42'));
  const log = (
    key: string,
    ago: number,
    account: string,
    comment: string,
    status: string,
    location: string,
  ): SeedRow => ({
    uuid: demoUuid(`device_log:${key}`),
    insertedAt: time.at(-ago),
    updatedAt: time.at(-ago),
    body: {
      device_id: camera,
      account_id: accounts.get(account),
      meta: { comment },
      device_data: { status, location },
    },
  });
  await insertRows(tx, 'device_logs', [
    log('bought', 90 * day, 'device_admin', 'Bought new', 'In stock', 'Warehouse'),
    log('service', 30 * day, 'device_admin', 'Lens serviced', 'Service', 'Warehouse'),
    log('to_van', 2 * day + 3 * hour, 'admin', 'Sent to OB van 2', 'In use', 'OB van 2'),
  ]);
};
