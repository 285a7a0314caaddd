import type { DateRange } from './scheduled-event';
import { inZone, toUnixSeconds } from '../clock';

/** Spec 1 §7.2: the default range runs from the start of today to the end of day+7. */
export const defaultRangeDays = 7;

/** The dashboard's default range in `zone` for the server time `now` (unix s). */
export const defaultEventRange = (now: number, zone: string): DateRange => {
  const today = inZone(now, zone).startOf('day');
  return { start: toUnixSeconds(today), end: toUnixSeconds(today.plus({ days: defaultRangeDays }).endOf('day')) };
};

/** Moves both ends by whole calendar days in `zone` (a DST day stays a calendar day, not 86400 s). */
export const shiftEventRange = (range: DateRange, days: number, zone: string): DateRange => ({
  start: toUnixSeconds(inZone(range.start, zone).plus({ days })),
  end: toUnixSeconds(inZone(range.end, zone).plus({ days })),
});

/** Spec 1 §2.5: the Previous day button shifts the range by one day. */
export const previousDayRange = (range: DateRange, zone: string): DateRange => shiftEventRange(range, -1, zone);

/** Spec 1 §2.5: the Next day button shifts the range by one day. */
export const nextDayRange = (range: DateRange, zone: string): DateRange => shiftEventRange(range, 1, zone);
