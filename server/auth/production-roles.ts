import { productionRolesOn, type ProductionRole } from '../../src/domain/accounts';
import type { Group } from '../../src/domain/groups';
import type { ProductionRolesByChannel } from './actor';

/**
 * The roles an account holds per channel, from its active groups flagged productions (spec 3 §6: roles are
 * assigned in group meta.production_roles and apply to the group's channels). The console's own rule
 * (`productionRolesOn`) decides, so a button the viewer shows and a push the server takes never disagree.
 */
export const productionRolesOf = (accountId: number, groups: readonly Group[]): ProductionRolesByChannel => {
  const productionGroups = groups.filter((group) => group.meta?.productions === true);
  const byChannel: Record<string, readonly ProductionRole[]> = {};
  for (const channel of new Set(productionGroups.flatMap((group) => group.channels ?? []))) {
    const roles = productionRolesOn(channel, accountId, productionGroups);
    if (roles.length > 0) byChannel[channel] = roles;
  }
  return byChannel;
};
