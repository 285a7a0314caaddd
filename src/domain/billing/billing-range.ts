import { inZone, toUnixSeconds, type DateRange } from '../schedule';

/** Spec 3 §9: the billing date range defaults to the current month, start to end, in the user's zone. */
export const defaultBillingRange = (now: number, zone: string): DateRange => {
  const time = inZone(now, zone);
  return { start: toUnixSeconds(time.startOf('month')), end: toUnixSeconds(time.endOf('month')) };
};

/** Spec 3 §5: the 'From' picker cannot go after the end date. */
export const canPickFrom = (day: number, range: DateRange): boolean => day <= range.end;

/** Spec 3 §5: the 'To' picker cannot go before the start date. */
export const canPickTo = (day: number, range: DateRange): boolean => day >= range.start;

/** Spec 3 §5: marking billed or not_billed applies only if at least one event is selected. */
export const canMarkBilling = (selectedEvents: number): boolean => selectedEvents > 0;

/** Spec 3 §5: Export CSV is disabled without a chosen contract or when there are no events. */
export const canExportCsv = (contractChosen: boolean, events: number): boolean => contractChosen && events > 0;

/** Spec 3 §5: the chart button is disabled when both totals are zero or no customer is chosen. */
export const canShowChart = (sumCents: number, expensesCents: number, customerChosen: boolean): boolean =>
  customerChosen && !(sumCents === 0 && expensesCents === 0);
