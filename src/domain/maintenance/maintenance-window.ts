import { DateTime } from 'luxon';
import type { MaintenanceControl } from './maintenance';

/** The house date format (spec 1 §9, spec 3 §9): DD.MM.YYYY HH:mm, in the console's display zone. */
export const formatMaintenanceTime = (unixSeconds: number, zone: string): string =>
  DateTime.fromSeconds(unixSeconds, { zone }).toFormat('dd.LL.yyyy HH:mm');

/** The form's first window: from the next whole minute for one hour, so Start is one click when it is urgent. */
export const defaultMaintenanceWindow = (nowSeconds: number): { readonly start: number; readonly end: number } => {
  const start = Math.ceil(nowSeconds / 60) * 60;
  return { start, end: start + 3600 };
};

export type MaintenanceWindowProblem =
  'start_missing' | 'end_missing' | 'end_not_after_start' | 'message_too_long' | 'start_out_of_range' | 'too_long';

/** What the form says for each problem; the server refuses the same cases (docs/protocol/maintenance.md). */
export const maintenanceWindowMessages: Readonly<Record<MaintenanceWindowProblem, string>> = {
  start_missing: 'Choose when maintenance starts.',
  end_missing: 'Choose when maintenance ends.',
  end_not_after_start: 'The end must be after the start.',
  message_too_long: 'The message can be at most 2000 characters.',
  start_out_of_range: 'The start must lie between a day ago and a year from now.',
  too_long: 'Maintenance can last at most 30 days.',
};

const day = 86_400;
/**
 * The window a start may name, in seconds around now. A day back lets a form filled before midnight still start
 * at once; a year ahead is further than anyone plans a studio outage. A start of 1e15 s (31 million years) is
 * a typo or an attack, and would keep maintenance.json "scheduled" for ever.
 */
export const maintenanceStartRange = { before: day, after: 366 * day } as const;
/** The longest window: a month. Logins stay closed for all of it, so a longer one is a mistake. */
export const maintenanceLongestSeconds = 30 * day;

/** Whether a start and end (unix seconds) lie within the bounds above, or which bound they break. */
export const maintenanceWindowBounds = (
  start: number,
  end: number,
  nowSeconds: number,
): 'start_out_of_range' | 'too_long' | undefined => {
  if (start < nowSeconds - maintenanceStartRange.before || start > nowSeconds + maintenanceStartRange.after)
    return 'start_out_of_range';
  return end - start > maintenanceLongestSeconds ? 'too_long' : undefined;
};

export const maintenanceMessageLimit = 2000;

/**
 * The start push from the form's times (spec 3 §7: start_time and end_time in unix seconds, message), or the
 * first problem. A time is undefined while its typed date or time is not a valid one.
 */
export const maintenanceStart = (
  start: number | undefined,
  end: number | undefined,
  message: string,
): MaintenanceControl | MaintenanceWindowProblem => {
  if (start === undefined) return 'start_missing';
  if (end === undefined) return 'end_missing';
  if (end <= start) return 'end_not_after_start';
  if (message.length > maintenanceMessageLimit) return 'message_too_long';
  return { type: 'start', start_time: Math.floor(start), end_time: Math.floor(end), message: message.trim() };
};
