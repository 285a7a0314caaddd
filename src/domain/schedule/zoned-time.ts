import { DateTime } from 'luxon';

// Calendar rules run in the user's zone, which arrives as a parameter (an IANA name); an unknown zone falls
// back to UTC so these functions stay total.

/** The instant `seconds` (unix) seen in `zone`, English names (weekday headings), weeks from Monday. */
export const inZone = (seconds: number, zone: string): DateTime => {
  const zoned = DateTime.fromSeconds(seconds, { zone, locale: 'en' });
  return zoned.isValid ? zoned : DateTime.fromSeconds(seconds, { zone: 'UTC', locale: 'en' });
};

/** Whole unix seconds of a zoned time (an end of day ends at hh:59:59, not .999). */
export const toUnixSeconds = (time: DateTime): number => Math.floor(time.toMillis() / 1000);

/** Spec 1 §9: date format dd.mm.yyyy. */
export const formatDate = (seconds: number, zone: string): string => inZone(seconds, zone).toFormat('dd.LL.yyyy');

/** Spec 1 §9: time format HH:mm. */
export const formatTime = (seconds: number, zone: string): string => inZone(seconds, zone).toFormat('HH:mm');

/** Spec 1 §9: DD.MM.YYYY HH:mm where date and time are combined. */
export const formatDateTime = (seconds: number, zone: string): string =>
  inZone(seconds, zone).toFormat('dd.LL.yyyy HH:mm');

/** An ISO 8601 time (a log entry's updated_at) as DD.MM.YYYY HH:mm in `zone`; the text as sent when it does not parse. */
export const formatIsoDateTime = (iso: string, zone: string): string => {
  const time = DateTime.fromISO(iso, { setZone: true });
  return time.isValid ? formatDateTime(toUnixSeconds(time), zone) : iso;
};

/** Spec 1 §9: weeks start on Monday (ISO weeks). */
export const startOfWeek = (seconds: number, zone: string): number =>
  toUnixSeconds(inZone(seconds, zone).startOf('week'));

/** Weekday names in week order, Monday first. */
export const weekdayNames: readonly string[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
