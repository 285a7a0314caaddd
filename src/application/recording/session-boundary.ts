import type { LogEntry } from '../../domain/log';

/**
 * A successful sign-in or sign-out. What the log held before it belongs to another session: the flight
 * recorder forgets it, and a full recording starts there (it needs the sign-in and the joins that followed to
 * rebuild the console's state, but nothing older).
 */
export const opensOrClosesSession = (entry: LogEntry): boolean => {
  if (entry.kind !== 'HttpExchanged' || entry.status < 200 || entry.status >= 300) return false;
  if (entry.name === 'logout') return true;
  return entry.name === 'login' && (entry.response as { status?: unknown } | undefined)?.status === 'ok';
};
