import type { BillableEvent } from './billable-event';
import type { Contract, ContractItem } from './contract';

/** Spec 3 §9: an hourly item accrues its price per hour divided by 3600 per second of event duration. */
export const secondsPerHour = 3600;

/**
 * Prices are held in units of 1/10000 € (a hundredth of a cent), so a price with up to four decimals is an
 * exact integer; amounts are sums of integers over a common denominator and rounded to cents once, at the end.
 */
export const priceUnitsPerEuro = 10_000;
const unitsPerCent = priceUnitsPerEuro / 100;

/**
 * Seconds billed for an event: from kickoff to end, plus the 'Open Before' offset when the contract
 * includes it (include_open_before). A negative span bills nothing.
 */
export const billedSeconds = (event: BillableEvent, contract: Contract | undefined): number =>
  Math.max(0, event.cached_end_time - event.cached_start_time) +
  (contract?.include_open_before ? Math.max(0, event.offset ?? 0) : 0);

// toPrecision first so 1.005 € (1.00499999… in binary) becomes the 10050 units people typed.
const toUnits = (euro: number): number => Math.round(Number((euro * priceUnitsPerEuro).toPrecision(15)));

/**
 * An item's amount as an exact fraction: units × 3600 (per second of an hour). Hourly: price units × seconds;
 * static: price units once, scaled by 3600 to the same denominator. BigInt keeps large prices × long events exact.
 */
const itemNumerator = (item: ContractItem, seconds: number): bigint =>
  BigInt(toUnits(item.data.price)) * BigInt(item.data.type === 'hour' ? Math.floor(seconds) : secondsPerHour);

/** Rounds numerator / denominator to the nearest integer, halves away from zero. */
const divideRounded = (numerator: bigint, denominator: bigint): number => {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator + (2n * (magnitude % denominator) >= denominator ? 1n : 0n);
  return Number(negative ? -quotient : quotient);
};

const centsDenominator = BigInt(secondsPerHour * unitsPerCent);

/** Spec 3 §9: the items' amount in whole cents, summed exactly and rounded once. */
export const itemsCents = (items: readonly ContractItem[], seconds: number): number =>
  divideRounded(
    items.reduce((total, item) => total + itemNumerator(item, seconds), 0n),
    centsDenominator,
  );

/** One item's amount in cents (hourly per second, static once). */
export const itemCents = (item: ContractItem, seconds: number): number => itemsCents([item], seconds);

/** Whole cents of a euro amount typed by a user; toPrecision first so 1.005 € rounds up as people expect. */
export const toCents = (euro: number): number => Math.round(Number((euro * 100).toPrecision(15)));

export interface EventSums {
  readonly seconds: number;
  /** Whole cents. */
  readonly sumCents: number;
  readonly expensesCents: number;
  readonly totalCents: number;
  /** The sum was typed into the event ('Sum is defined in the event'). */
  readonly customSum: boolean;
  /** The expenses sum was typed into the event ('Expenses sum is defined in the event'). */
  readonly customExpenses: boolean;
}

/** An event's sums under its contract; a sum typed into the event replaces the computed one. */
export const eventSums = (event: BillableEvent, contract: Contract | undefined): EventSums => {
  const seconds = billedSeconds(event, contract);
  const { sum: customSum, expenses_sum: customExpenses } = event.billing;
  const sumCents = customSum !== undefined ? toCents(customSum) : itemsCents(contract?.billables ?? [], seconds);
  const expensesCents =
    customExpenses !== undefined ? toCents(customExpenses) : itemsCents(contract?.expenses ?? [], seconds);
  return {
    seconds,
    sumCents,
    expensesCents,
    totalCents: sumCents + expensesCents,
    customSum: customSum !== undefined,
    customExpenses: customExpenses !== undefined,
  };
};

export interface BillingTotals {
  readonly events: number;
  readonly seconds: number;
  readonly sumCents: number;
  readonly expensesCents: number;
  readonly totalCents: number;
}

export const noTotals: BillingTotals = { events: 0, seconds: 0, sumCents: 0, expensesCents: 0, totalCents: 0 };

/** Adds one event's sums to totals (integers: the totals equal the rows they stand under). */
export const addSums = (totals: BillingTotals, sums: EventSums): BillingTotals => ({
  events: totals.events + 1,
  seconds: totals.seconds + sums.seconds,
  sumCents: totals.sumCents + sums.sumCents,
  expensesCents: totals.expensesCents + sums.expensesCents,
  totalCents: totals.totalCents + sums.totalCents,
});

export const totalsOf = (sums: readonly EventSums[]): BillingTotals => sums.reduce(addSums, noTotals);

/** Cents as a plain decimal with two places ('1234.50', '-0.05'), without going through floating point. */
export const formatCents = (cents: number): string => {
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
};

/** Spec 3 §9: sums are shown with 2 decimals, in euro. */
export const formatEuro = (cents: number): string => `${formatCents(cents)} €`;

/** Spec 3 §9: duration is shown as HH:MM (hours may pass 24; seconds are dropped). */
export const formatDuration = (seconds: number): string => {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
