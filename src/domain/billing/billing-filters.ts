import type { BillableEvent } from './billable-event';

/** Spec 3 §2.7: the billing table's filter menu. */
export type BillingFilter = 'without-contract' | 'billed' | 'unbilled' | 'extra-information' | 'custom-sums';

export const billingFilters: readonly BillingFilter[] = [
  'without-contract',
  'billed',
  'unbilled',
  'extra-information',
  'custom-sums',
];

export const billingFilterLabels: Readonly<Record<BillingFilter, string>> = {
  'without-contract': 'Events without contract',
  billed: 'Billed',
  unbilled: 'Unbilled',
  'extra-information': 'Extra information',
  'custom-sums': 'Custom sums',
};

/** Spec 3 §2.7 tooltips, verbatim. */
export const billingTooltips = {
  customSum: 'Sum is defined in the event',
  customExpenses: 'Expenses sum is defined in the event',
  extraInformation: 'Check the event for extra information',
} as const;

export const billingFilterPredicates: Readonly<Record<BillingFilter, (event: BillableEvent) => boolean>> = {
  'without-contract': (event) => event.billing.contract === undefined,
  billed: (event) => event.billing.status === 'billed',
  unbilled: (event) => event.billing.status === 'not_billed',
  'extra-information': (event) => (event.billing.info ?? '').trim() !== '',
  'custom-sums': (event) => event.billing.sum !== undefined || event.billing.expenses_sum !== undefined,
};

/** Every chosen filter must hold (they narrow the table); no filter keeps every event. */
export const matchesBillingFilters = (event: BillableEvent, filters: readonly BillingFilter[]): boolean =>
  filters.every((filter) => billingFilterPredicates[filter](event));
