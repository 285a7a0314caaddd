import type { Group } from '../groups';
import { isProductionRole, productionRoles, type ProductionRole } from '../rights';

/** The roles an account holds on a channel: from every group that holds the channel and names the account in meta.production_roles. */
export const productionRolesOn = (
  channelUuid: string,
  accountId: number,
  groups: readonly Group[],
): readonly ProductionRole[] => {
  const roles = new Set<ProductionRole>();
  for (const group of groups) {
    if (!group.channels?.includes(channelUuid)) continue;
    const role = group.meta?.production_roles?.[String(accountId)];
    if (role !== undefined && isProductionRole(role)) roles.add(role);
  }
  return productionRoles.filter((role) => roles.has(role));
};

/** The Productions menu: any of the account's groups has the meta flag productions (spec 1 §6). */
export const hasProductionsGroup = (groups: readonly Group[]): boolean =>
  groups.some((group) => group.meta?.productions === true);
