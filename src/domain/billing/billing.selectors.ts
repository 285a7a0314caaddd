import type { BillableEvent } from './billable-event';
import { matchesBillingFilters, type BillingFilter } from './billing-filters';
import type { BillingState } from './billing.projection';
import { eventSums, totalsOf, type BillingTotals, type EventSums } from './billing-sums';
import type { Contract, Customer } from './contract';

// Reads over the billing slice; sums are computed here, never stored.

export interface BillingRow {
  readonly event: BillableEvent;
  readonly contract?: Contract;
  readonly sums: EventSums;
}

export const contractById = (state: BillingState, id: number | undefined): Contract | undefined =>
  id !== undefined && Object.hasOwn(state.contracts, String(id)) ? state.contracts[String(id)] : undefined;

/** The billing table: events by kickoff with their contract and sums, narrowed by the filter menu. */
export const billingRows = (state: BillingState, filters: readonly BillingFilter[] = []): readonly BillingRow[] =>
  Object.values(state.events)
    .filter((event) => matchesBillingFilters(event, filters))
    .sort((a, b) => a.cached_start_time - b.cached_start_time || (a.uuid < b.uuid ? -1 : 1))
    .map((event) => {
      const contract = contractById(state, event.billing.contract);
      const sums = eventSums(event, contract);
      return contract ? { event, contract, sums } : { event, sums };
    });

export const rowsTotals = (rows: readonly BillingRow[]): BillingTotals => totalsOf(rows.map((row) => row.sums));

/** The dashboard's contract table (Title, Customer, Last Billed), by title. */
export const contractList = (state: BillingState): readonly Contract[] =>
  Object.values(state.contracts).sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);

export const customerList = (state: BillingState): readonly Customer[] =>
  Object.values(state.customers).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
