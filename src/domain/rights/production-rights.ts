import { isAdministrator } from './account-type';
import type { ProductionRole } from './production-role';
import { customRule, type Rule } from './rule';

export { isProductionRole, productionRoles, type ProductionRole } from './production-role';

export interface ProductionRights {
  readonly startStopStreamer: boolean;
  readonly openGui: boolean;
  /** Commentator 1 and 2 views. */
  readonly commentatorViews: boolean;
  readonly intercom: boolean;
  readonly webrtcOutputs: boolean;
  readonly controlPresets: boolean;
}

/** Which roles grant each production right on a channel (spec 3 §6). */
export const productionRightRoles: Readonly<Record<keyof ProductionRights, readonly ProductionRole[]>> = {
  startStopStreamer: ['director'],
  openGui: ['director'],
  commentatorViews: ['director', 'commentator'],
  intercom: ['director', 'intercom', 'commentator'],
  webrtcOutputs: ['director', 'producer'],
  controlPresets: ['control'],
};

/** What the roles an account holds on one channel allow (spec 3 §6). Administrators have all rights. */
export const productionRights = (roles: readonly ProductionRole[], administrator: boolean): ProductionRights => {
  const has = (right: keyof ProductionRights): boolean =>
    administrator || productionRightRoles[right].some((role) => roles.includes(role));
  return {
    startStopStreamer: has('startStopStreamer'),
    openGui: has('openGui'),
    commentatorViews: has('commentatorViews'),
    intercom: has('intercom'),
    webrtcOutputs: has('webrtcOutputs'),
    controlPresets: has('controlPresets'),
  };
};

/** Viewer presets: the 'control' role or an administrator, and not when the query says control=false (spec 3 §6). */
export const showsControlPresets = (rights: ProductionRights, controlQuery: string | undefined): boolean =>
  rights.controlPresets && controlQuery !== 'false';

/**
 * Holders of one production role on some channel, or administrators (who have all production rights, spec 3 §6).
 * Which channel a push concerns is in its topic or payload, so the handler checks the role there too.
 */
export const productionRoleRule = (role: ProductionRole, why: string): Rule =>
  customRule(
    `administrators, or holders of the ${role} production role`,
    why,
    (subject) =>
      isAdministrator(subject.type) ||
      Object.values(subject.productionRoles ?? {}).some((roles) => roles.includes(role)),
  );
