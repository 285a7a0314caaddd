import { DateTime } from 'luxon';

export const longTimeAgo = 'Long time ago';

/**
 * A session's online time for the sessions table: time 0 (or none) reads 'Long time ago' (spec 3 §8), any other
 * time the house format DD.MM.YYYY HH:mm (spec 1 §9) in the display zone.
 */
export const sessionTimeText = (unixSeconds: number | undefined, zone: string): string => {
  if (unixSeconds === undefined || unixSeconds === 0 || !Number.isFinite(unixSeconds)) return longTimeAgo;
  const time = DateTime.fromSeconds(unixSeconds, { zone });
  return time.isValid ? time.toFormat('dd.LL.yyyy HH:mm') : longTimeAgo;
};

/** When a session began (its ISO `inserted_at`), DD.MM.YYYY HH:mm in the display zone; '—' when unknown. */
export const sessionStartedText = (insertedAt: string | undefined, zone: string): string => {
  if (insertedAt === undefined) return '—';
  const time = DateTime.fromISO(insertedAt, { zone });
  return time.isValid ? time.toFormat('dd.LL.yyyy HH:mm') : '—';
};
