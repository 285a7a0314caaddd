import { isAdministrator, staffTypes, type AccountType } from './account-types';
import type { Actor } from './actor';
import type { ProductionRole } from '../../src/domain/accounts';

/** One permission: who it lets through, why (the spec line it comes from), and the check itself. */
export interface Rule {
  readonly who: string;
  readonly why: string;
  readonly allows: (actor: Actor, params: Readonly<Record<string, string>>) => boolean;
}

export const typesRule = (types: readonly AccountType[], why: string): Rule => ({
  who: types.join(', '),
  why,
  allows: (actor) => types.includes(actor.type),
});

export const customRule = (who: string, why: string, allows: Rule['allows']): Rule => ({ who, why, allows });

/** Productions: admin, device_admin, developer, plus members of a group flagged productions. */
export const productionsRule = (why: string): Rule =>
  customRule(
    'administrators, or members of a group with meta.productions',
    why,
    (actor) => isAdministrator(actor.type) || actor.productions,
  );

/**
 * Holders of one production role on some channel, or administrators (who have all production rights, spec 3 §6).
 * Which channel a push concerns is in its topic or payload, so the handler checks the role there too.
 */
export const productionRoleRule = (role: ProductionRole, why: string): Rule =>
  customRule(
    `administrators, or holders of the ${role} production role`,
    why,
    (actor) =>
      isAdministrator(actor.type) || Object.values(actor.productionRoles).some((roles) => roles.includes(role)),
  );

/** Whether the actor holds any production role (through an active group flagged productions). */
export const isProductionCrew = (actor: Actor): boolean => Object.keys(actor.productionRoles).length > 0;

/**
 * Console accounts, and production crew of any account type: a cloudrec account holding a production role uses
 * the productions list and viewer (spec 3 §2.9, §6), which read these topics; the topic scopes what crew see
 * to the channels of their productions (issue 28).
 */
export const staffOrCrewRule = (why: string): Rule =>
  customRule(
    'console accounts, or holders of a production role',
    why,
    (actor) => staffTypes.includes(actor.type) || isProductionCrew(actor),
  );
