import { DateTime } from 'luxon';
import { inZone, toUnixSeconds } from '../clock';
import { type DateRange } from '../schedule';

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

/** A calendar day (yyyy-MM-dd) of an instant in the zone: what the From and To pickers show. */
export const dayOf = (seconds: number, zone: string): string => inZone(seconds, zone).toFormat('yyyy-LL-dd');

const zonedDay = (day: string, zone: string): ReturnType<typeof inZone> | undefined => {
  const time = DateTime.fromISO(day, { zone });
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && time.isValid ? time : undefined;
};

/**
 * The range after the From picker chose a day (its first second), or undefined when the day is not one or
 * would go after the end (spec 3 §5).
 */
export const withFrom = (day: string, range: DateRange, zone: string): DateRange | undefined => {
  const time = zonedDay(day, zone);
  const start = time && toUnixSeconds(time.startOf('day'));
  return start !== undefined && canPickFrom(start, range) ? { start, end: range.end } : undefined;
};

/** The range after the To picker chose a day (through its last second); never before the start (spec 3 §5). */
export const withTo = (day: string, range: DateRange, zone: string): DateRange | undefined => {
  const time = zonedDay(day, zone);
  const end = time && toUnixSeconds(time.endOf('day'));
  return end !== undefined && canPickTo(end, range) ? { start: range.start, end } : undefined;
};

/** The dashboard's month (yyyy-MM) as a range, start to end, in the zone; undefined for no month. */
export const monthRange = (month: string, zone: string): DateRange | undefined => {
  const time = DateTime.fromISO(`${month}-01`, { zone });
  return /^\d{4}-\d{2}$/.test(month) && time.isValid
    ? { start: toUnixSeconds(time.startOf('month')), end: toUnixSeconds(time.endOf('month')) }
    : undefined;
};

export const monthOf = (seconds: number, zone: string): string => inZone(seconds, zone).toFormat('yyyy-LL');
