import { can } from '../rights';

/**
 * Who sees billing data (contracts, customers, prices, billing fields of events): the Billing route's types,
 * admin, device_admin, root and developer (spec 1 §2.1, spec 3 §6) — the administrators.
 */
export const canSeeBilling = (type: string | undefined): boolean => can('billing', { type });

const listIdOf = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The content lists that hold billing data: the contracts and customers lists every billing_config setting
 * names (spec 3 §3). Their records are for billing accounts only, wherever they are read.
 */
export const billingListIds = (
  settings: Iterable<{ readonly type: string; readonly value?: unknown }>,
): ReadonlySet<number> => {
  const ids = new Set<number>();
  for (const setting of settings) {
    if (setting.type !== 'billing_config' || typeof setting.value !== 'object' || setting.value === null) continue;
    const value = setting.value as { contracts_list_id?: unknown; customers_list_id?: unknown };
    for (const id of [listIdOf(value.contracts_list_id), listIdOf(value.customers_list_id)])
      if (id !== undefined) ids.add(id);
  }
  return ids;
};

/** Whether a viewer may read a content list's records, as far as billing goes. */
export const mayReadBillingList = (
  type: string | undefined,
  listId: number,
  billingLists: ReadonlySet<number>,
): boolean => canSeeBilling(type) || !billingLists.has(listId);
