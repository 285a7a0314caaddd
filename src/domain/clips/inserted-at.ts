import { DateTime } from 'luxon';

/**
 * Milliseconds of an `inserted_at` value, or undefined when it cannot be read. A value without a zone is
 * UTC (how the backend stores it): reading it as local time would make ordering depend on the machine.
 */
export const insertedAtMs = (value: string): number | undefined => {
  const iso = DateTime.fromISO(value, { zone: 'utc' });
  if (iso.isValid) return iso.toMillis();
  const sql = DateTime.fromSQL(value, { zone: 'utc' });
  return sql.isValid ? sql.toMillis() : undefined;
};
