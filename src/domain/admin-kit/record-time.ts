import { DateTime } from 'luxon';

/** Settings tables show times as day.month.year hours:minutes:seconds (spec 3 §2.2, §9). */
export const recordTimeFormat = 'dd.LL.yyyy HH:mm:ss';

/**
 * An `inserted_at`/`updated_at` as the settings tables show it, in the display zone. Phoenix writes naive
 * UTC (`2024-02-01T12:30:00`), so a time without an offset is read as UTC. Empty for none or an unreadable one.
 */
export const formatRecordTime = (iso: string | undefined, zone: string): string => {
  if (iso === undefined || iso === '') return '';
  const parsed = DateTime.fromISO(iso, { zone: 'utc', setZone: true });
  return parsed.isValid ? parsed.setZone(zone).toFormat(recordTimeFormat) : '';
};

/** The time as a sortable number (milliseconds), so a date column sorts by time, not by its text. */
export const recordTimeValue = (iso: string | undefined): number | undefined => {
  if (iso === undefined || iso === '') return undefined;
  const parsed = DateTime.fromISO(iso, { zone: 'utc' });
  return parsed.isValid ? parsed.toMillis() : undefined;
};
