/**
 * Production roles per channel (spec 3 §6, §9). The guard list names director, producer, commentator and
 * intercom; the preset contract and the group notes add control.
 */
export const productionRoles = ['director', 'producer', 'commentator', 'intercom', 'control'] as const;

export type ProductionRole = (typeof productionRoles)[number];

export const isProductionRole = (role: string): role is ProductionRole =>
  (productionRoles as readonly string[]).includes(role);
