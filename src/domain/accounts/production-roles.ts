import type { Group } from '../groups';

/**
 * Production roles per channel (spec 3 §6, §9). The guard list names director, producer, commentator and
 * intercom; the preset contract and the group notes add control.
 */
export const productionRoles = ['director', 'producer', 'commentator', 'intercom', 'control'] as const;

export type ProductionRole = (typeof productionRoles)[number];

const isProductionRole = (role: string): role is ProductionRole =>
  (productionRoles as readonly string[]).includes(role);

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

export interface ProductionRights {
  readonly startStopStreamer: boolean;
  readonly openGui: boolean;
  /** Commentator 1 and 2 views. */
  readonly commentatorViews: boolean;
  readonly intercom: boolean;
  readonly webrtcOutputs: boolean;
  readonly controlPresets: boolean;
}

/** What the roles allow (spec 3 §6). Administrators have all rights. */
export const productionRights = (roles: readonly ProductionRole[], administrator: boolean): ProductionRights => {
  const has = (...wanted: ProductionRole[]): boolean => administrator || wanted.some((role) => roles.includes(role));
  return {
    startStopStreamer: has('director'),
    openGui: has('director'),
    commentatorViews: has('director', 'commentator'),
    intercom: has('director', 'intercom', 'commentator'),
    webrtcOutputs: has('director', 'producer'),
    controlPresets: has('control'),
  };
};

/** Viewer presets: the 'control' role or an administrator, and not when the query says control=false (spec 3 §6). */
export const showsControlPresets = (rights: ProductionRights, controlQuery: string | undefined): boolean =>
  rights.controlPresets && controlQuery !== 'false';

/** The Productions menu: any of the account's groups has the meta flag productions (spec 1 §6). */
export const hasProductionsGroup = (groups: readonly Group[]): boolean =>
  groups.some((group) => group.meta?.productions === true);
