import type { ListTypeKey } from './demo-content-types';

/** The demo's content lists: which list type, which category, and whether only developers see it. */
export interface ListPlan {
  readonly type: ListTypeKey;
  readonly name: string;
  readonly category: string;
  readonly system?: boolean;
}

export const listPlans = {
  customers: { type: 'customers', name: 'Billing customers', category: 'system' },
  contracts: { type: 'contracts', name: 'Billing contracts', category: 'system' },
  releases: { type: 'releases', name: 'Streamer releases (v3)', category: 'system', system: true },
  broadcaster: { type: 'broadcaster', name: 'Broadcaster releases', category: 'system', system: true },
  statuses: { type: 'names', name: 'Device statuses', category: 'system' },
  usages: { type: 'names', name: 'Device usages', category: 'system' },
  locations: { type: 'locations', name: 'Device locations', category: 'system' },
  series: { type: 'series', name: 'Production plan', category: 'series' },
  teams: { type: 'teams', name: 'Liiga teams', category: 'team' },
  graphics: { type: 'graphics', name: 'Match graphics', category: 'graphics' },
  models: { type: 'models', name: 'Camera models', category: 'system' },
  media: { type: 'media', name: 'Imported media', category: 'media' },
} as const satisfies Readonly<Record<string, ListPlan>>;

export type ListKey = keyof typeof listPlans;
