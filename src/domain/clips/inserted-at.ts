// ISO 8601 (`T`) or SQL (space) date-time, seconds and fraction optional, then an optional zone: Z or ±HH[:MM].
const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

const offsetMinutes = (zone: string | undefined): number => {
  if (!zone || zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || '0');
  return zone.startsWith('-') ? -minutes : minutes;
};

/**
 * Milliseconds of an `inserted_at` value, or undefined when it cannot be read. A value without a zone is
 * UTC (how the backend stores it): reading it as local time would make ordering depend on the machine.
 * Parsed by hand rather than with luxon: the clips projection runs in every console from the first frame,
 * and luxon would be 21 KiB of the login route's JavaScript (docs/performance.md).
 */
export const insertedAtMs = (value: string): number | undefined => {
  const parts = dateTime.exec(value.trim());
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millisecond = Number((parts[7] ?? '0').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  const check = new Date(utc);
  // Date.UTC rolls 30 February over into March; a value that does not come back as written is not a date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  if (hour > 23 || minute > 59 || second > 59 || Math.abs(offsetMinutes(parts[8])) > 18 * 60) return undefined;
  return utc - offsetMinutes(parts[8]) * 60_000;
};
