import type { EventState } from '../schedule';
import type { BillableEvent } from './billable-event';
import type { BillingRow } from './billing-csv';
import { matchesBillingFilters, type BillingFilter } from './billing-filters';
import type { BillingState } from './billing.projection';
import { addSums, eventSums, noTotals, totalsOf, type BillingTotals } from './billing-sums';
import type { Contract, Customer } from './contract';

// Reads over the billing slice; sums are computed here, never stored.

/** Spec 3 §9: the billing table's page sizes, and the dashboard's contract table's. */
export const billingPageSizes: readonly number[] = [50, 150, 250];
export const contractPageSizes: readonly number[] = [15, 20, 30];

/** Spec 3 §9: the billing event filter's states default to active. */
export const billingDefaultStates: readonly EventState[] = ['active'];

export const contractById = (state: Pick<BillingState, 'contracts'>, id: number | undefined): Contract | undefined =>
  id !== undefined && Object.hasOwn(state.contracts, String(id)) ? state.contracts[String(id)] : undefined;

const byKickoff = (a: BillingRow, b: BillingRow): number =>
  a.event.cached_start_time - b.event.cached_start_time || (a.event.uuid < b.event.uuid ? -1 : 1);

const rowOf = (event: BillableEvent, contract: Contract | undefined): BillingRow => {
  const sums = eventSums(event, contract);
  return contract ? { event, contract, sums } : { event, sums };
};

/**
 * The billing table, recomputing every row: events by kickoff with their contract and sums, narrowed by the
 * filter menu. The screen uses `billingRowsBuilder`; this is its reference (tests, and the bench's baseline).
 */
export const billingRows = (state: BillingState, filters: readonly BillingFilter[] = []): readonly BillingRow[] =>
  Object.values(state.events)
    .filter((event) => matchesBillingFilters(event, filters))
    .map((event) => rowOf(event, contractById(state, event.billing.contract)))
    .sort(byKickoff);

/**
 * The same rows, computed again only for events or contracts that changed: the projection keeps an unchanged
 * event (and contract) the same object, so a row is reused while both are. One builder per table.
 */
export const billingRowsBuilder = (): ((
  state: Pick<BillingState, 'events' | 'contracts'>,
) => readonly BillingRow[]) => {
  let rows = new WeakMap<BillableEvent, BillingRow>();
  let last: { events: BillingState['events']; contracts: BillingState['contracts']; rows: readonly BillingRow[] };
  return (state) => {
    if (last !== undefined && last.events === state.events && last.contracts === state.contracts) return last.rows;
    const next = new WeakMap<BillableEvent, BillingRow>();
    const built: BillingRow[] = [];
    for (const event of Object.values(state.events)) {
      const contract = contractById(state, event.billing.contract);
      const kept = rows.get(event);
      const row = kept !== undefined && kept.contract === contract ? kept : rowOf(event, contract);
      next.set(event, row);
      built.push(row);
    }
    rows = next;
    last = { events: state.events, contracts: state.contracts, rows: built.sort(byKickoff) };
    return last.rows;
  };
};

/**
 * The contract picker of the billing table: none chosen yet (export disabled, spec 3 §5), every contract of
 * the table, or one contract.
 */
export type ContractChoice =
  { readonly kind: 'none' } | { readonly kind: 'all' } | { readonly kind: 'one'; readonly id: number };

export const matchesContractChoice = (row: BillingRow, choice: ContractChoice): boolean =>
  choice.kind !== 'one' || row.event.billing.contract === choice.id;

/** The rows the table shows: the contract choice and the filter menu applied. */
export const visibleBillingRows = (
  rows: readonly BillingRow[],
  choice: ContractChoice,
  filters: readonly BillingFilter[],
): readonly BillingRow[] =>
  choice.kind !== 'one' && filters.length === 0
    ? rows
    : rows.filter((row) => matchesContractChoice(row, choice) && matchesBillingFilters(row.event, filters));

export const rowsTotals = (rows: readonly BillingRow[]): BillingTotals => totalsOf(rows.map((row) => row.sums));

export interface ContractTotals {
  /** The contract's id, or undefined for the events without one. */
  readonly id?: number;
  readonly title: string;
  readonly totals: BillingTotals;
}

/** The chart's bars: totals per contract (by title; events without a contract last, when there are some). */
export const totalsByContract = (rows: readonly BillingRow[], withoutContract: string): readonly ContractTotals[] => {
  const groups = new Map<string, ContractTotals>();
  for (const row of rows) {
    const key = row.contract ? String(row.contract.id) : '';
    const group = groups.get(key) ?? {
      ...(row.contract ? { id: row.contract.id } : {}),
      title: row.contract?.title ?? withoutContract,
      totals: noTotals,
    };
    groups.set(key, { ...group, totals: addSums(group.totals, row.sums) });
  }
  return [...groups.values()].sort((a, b) =>
    a.id === undefined ? 1 : b.id === undefined ? -1 : a.title.localeCompare(b.title) || a.id - b.id,
  );
};

/** The dashboard's contract table (Title, Customer, Last Billed), by title. */
export const contractList = (state: Pick<BillingState, 'contracts'>): readonly Contract[] =>
  Object.values(state.contracts).sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);

export const customerList = (state: Pick<BillingState, 'customers'>): readonly Customer[] =>
  Object.values(state.customers).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
