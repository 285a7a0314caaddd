import { isAdministrator, type AccountType } from './account-types';
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
