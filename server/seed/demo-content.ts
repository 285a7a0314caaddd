import type { Sql } from '../storage/database';
import { idOf, insertRows, updateBodies, type SeedRow } from './bulk-insert';
import { listTypeRows, listTypeUuid } from './demo-content-types';
import { listPlans, type ListKey, type ListPlan } from './demo-lists';
import { contentRecords } from './demo-records';
import { day, demoUuid, type DemoTime } from './demo-ids';

export { listPlans, type ListKey } from './demo-lists';

// Content list types, lists and records (spec 3 §3): billing contracts and customers, streamer and
// broadcaster releases, device statuses, usages, locations and series, teams, graphics, device models.

export interface ContentRefs {
  readonly listIds: Readonly<Record<ListKey, number>>;
  readonly listTypeIds: ReadonlyMap<string, number>;
  /** Record ids by `{list}:{key}` (e.g. `statuses:in_use`, `customers:nordic`). */
  readonly recordIds: ReadonlyMap<string, number>;
}

export const recordUuid = (list: ListKey, key: string): string => demoUuid(`record:${list}:${key}`);

export const seedContent = async (tx: Sql, time: DemoTime): Promise<ContentRefs> => {
  const listTypeIds = await insertRows(tx, 'cms_list_types', listTypeRows(undefined));
  const listKeys = Object.keys(listPlans) as ListKey[];
  const listRows: SeedRow[] = listKeys.map((key) => {
    const plan: ListPlan = listPlans[key];
    return {
      uuid: demoUuid(`list:${key}`),
      insertedAt: time.at(-30 * day),
      body: {
        name: plan.name,
        type: plan.category,
        cms_list_type_id: idOf(listTypeIds, listTypeUuid(plan.type)),
        groups: [],
        meta: { uuid: demoUuid(`list-meta:${key}`), system: plan.system ?? false, notifiers: [], notify: false },
      },
    };
  });
  const listUuids = await insertRows(tx, 'cms_lists', listRows);
  const listIds = Object.fromEntries(listKeys.map((key) => [key, idOf(listUuids, demoUuid(`list:${key}`))])) as Record<
    ListKey,
    number
  >;
  // The contract type's customer picker names the customers list, which exists only now.
  const contractsType = listTypeRows(listIds.customers).find((row) => row.uuid === listTypeUuid('contracts'));
  if (contractsType)
    await updateBodies(tx, 'cms_list_types', [{ id: idOf(listTypeIds, contractsType.uuid), body: contractsType.body }]);

  // Customers first: contracts name them by id.
  const customerRows = contentRecords(time, listIds, new Map()).filter((row) => row.list === 'customers');
  const customerIds = await insertRows(
    tx,
    'cms_list_data',
    customerRows.map((row) => row.row),
  );
  const recordIds = new Map<string, number>(
    customerRows.map((row) => [`customers:${row.key}`, idOf(customerIds, row.row.uuid)]),
  );
  const otherRows = contentRecords(time, listIds, recordIds).filter((row) => row.list !== 'customers');
  const otherIds = await insertRows(
    tx,
    'cms_list_data',
    otherRows.map((row) => row.row),
  );
  for (const row of otherRows) recordIds.set(`${row.list}:${row.key}`, idOf(otherIds, row.row.uuid));
  return { listIds, listTypeIds, recordIds };
};
