import { isAdministrator } from './account-type';
import type { ProductionRole } from './production-role';
import { can } from './capabilities';
import { customRule, type Rule } from './rule';
import type { RightsSubject } from './subject';

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

/** The production roles the subject holds on the channel (own keys only: a channel named `constructor` holds none). */
const rolesOn = (subject: RightsSubject, channel: string): readonly ProductionRole[] =>
  subject.productionRoles !== undefined && Object.hasOwn(subject.productionRoles, channel)
    ? (subject.productionRoles[channel] ?? [])
    : [];

/** Whether the subject is crew of the channel's production: holds a production role there (spec 3 §6). */
export const isCrewOn = (subject: RightsSubject, channel: string): boolean => rolesOn(subject, channel).length > 0;

/** The channels (uuids) whose productions the subject is crew of. */
export const crewChannels = (subject: RightsSubject): string[] =>
  Object.keys(subject.productionRoles ?? {}).filter((channel) => isCrewOn(subject, channel));

/**
 * What the subject may do on one channel's production (spec 3 §6), from the roles it holds there: the one
 * question the streamer, preset and WHEP checks ask. Administrators hold every production right.
 */
export const productionRightsOn = (subject: RightsSubject, channel: string): ProductionRights =>
  productionRights(rolesOn(subject, channel), isAdministrator(subject.type));

/** Who may watch a streamer output's viewer presets: administrators, and crew of the output's channel (spec 3 §6). */
export const mayWatchOutputPresets = (subject: RightsSubject, channel: string): boolean =>
  isAdministrator(subject.type) || isCrewOn(subject, channel);

/**
 * Which channels an account is sent (issue 28): console accounts every one; crew outside the console (a cloudrec
 * director) only those of the productions they are crew of.
 */
export const maySeeChannel = (subject: RightsSubject, channel: string): boolean =>
  can('console', subject) || isCrewOn(subject, channel);

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
