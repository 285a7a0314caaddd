import type { BillableEvent, Contract } from '../../../src/domain/billing';

export const uuidOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Kickoff 24.11.2026 18:30 Helsinki, 2 h 15 min long, 15 min open before. */
export const aBillableEvent = (n: number, overrides: Partial<BillableEvent> = {}): BillableEvent => ({
  uuid: uuidOf(n),
  state: 'active',
  title: `Event ${n}`,
  cached_start_time: 1795537800,
  cached_end_time: 1795537800 + 8100,
  offset: 900,
  channel_id: 31,
  billing: { status: 'not_billed', contract: 4 },
  ...overrides,
});

export const liigaContract: Contract = {
  id: 4,
  title: 'Liiga production',
  customer: { id: 2, name: 'Nordic Sports Media Oy' },
  include_open_before: true,
  billables: [
    { data: { name: 'Live production', type: 'hour', price: 180 } },
    { data: { name: 'Encoding setup', type: 'static', price: 95.5 } },
  ],
  expenses: [{ data: { name: 'Satellite uplink', type: 'hour', price: 40 } }],
};

export const cupContract: Contract = {
  id: 7,
  title: 'Cup matches',
  customer: { id: 3, name: 'Stadium TV Ab' },
  billables: [{ data: { name: 'Match day package', type: 'static', price: 1200 } }],
  expenses: [],
};
