import type { BillableEvent } from './billable-event';
import type { Contract, ContractItem } from './contract';

/** Spec 3 §9: an hourly item accrues its price per hour divided by 3600 per second of event duration. */
export const secondsPerHour = 3600;

/**
 * Seconds billed for an event: from kickoff to end, plus the 'Open Before' offset when the contract
 * includes it (include_open_before). A negative span bills nothing.
 */
export const billedSeconds = (event: BillableEvent, contract: Contract | undefined): number =>
  Math.max(0, event.cached_end_time - event.cached_start_time) +
  (contract?.include_open_before ? Math.max(0, event.offset ?? 0) : 0);

/** Spec 3 §9: hourly items accrue per second, static items count once per event. */
export const itemAmount = (item: ContractItem, seconds: number): number =>
  item.data.type === 'hour' ? (item.data.price / secondsPerHour) * seconds : item.data.price;

export const itemsAmount = (items: readonly ContractItem[], seconds: number): number =>
  items.reduce((total, item) => total + itemAmount(item, seconds), 0);

/** Whole cents; toPrecision first so 1.005 € (100.49999… cents in binary) rounds up as people expect. */
export const toCents = (euro: number): number => Math.round(Number((euro * 100).toPrecision(15)));

export const roundToCents = (euro: number): number => toCents(euro) / 100;

export interface EventSums {
  readonly seconds: number;
  /** Euro, rounded to cents. */
  readonly sum: number;
  readonly expenses: number;
  readonly total: number;
  /** The sum was typed into the event ('Sum is defined in the event'). */
  readonly customSum: boolean;
  /** The expenses sum was typed into the event ('Expenses sum is defined in the event'). */
  readonly customExpenses: boolean;
}

/** An event's sums under its contract; a sum typed into the event replaces the computed one. */
export const eventSums = (event: BillableEvent, contract: Contract | undefined): EventSums => {
  const seconds = billedSeconds(event, contract);
  const { sum: customSum, expenses_sum: customExpenses } = event.billing;
  const sum = toCents(customSum ?? itemsAmount(contract?.billables ?? [], seconds));
  const expenses = toCents(customExpenses ?? itemsAmount(contract?.expenses ?? [], seconds));
  return {
    seconds,
    sum: sum / 100,
    expenses: expenses / 100,
    total: (sum + expenses) / 100,
    customSum: customSum !== undefined,
    customExpenses: customExpenses !== undefined,
  };
};

export interface BillingTotals {
  readonly events: number;
  readonly seconds: number;
  readonly sum: number;
  readonly expenses: number;
  readonly total: number;
}

/** Totals of already rounded event sums, added in cents so they equal the rows they stand under. */
export const totalsOf = (sums: readonly EventSums[]): BillingTotals => {
  const cents = sums.reduce(
    (acc, item) => ({
      seconds: acc.seconds + item.seconds,
      sum: acc.sum + toCents(item.sum),
      expenses: acc.expenses + toCents(item.expenses),
    }),
    { seconds: 0, sum: 0, expenses: 0 },
  );
  return {
    events: sums.length,
    seconds: cents.seconds,
    sum: cents.sum / 100,
    expenses: cents.expenses / 100,
    total: (cents.sum + cents.expenses) / 100,
  };
};

/** Spec 3 §9: sums are shown with 2 decimals, in euro. */
export const formatEuro = (euro: number): string => `${roundToCents(euro).toFixed(2)} €`;

/** Spec 3 §9: duration is shown as HH:MM (hours may pass 24; seconds are dropped). */
export const formatDuration = (seconds: number): string => {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
