/** The parts of a moment in a time zone, from the platform's Intl (no clock of its own). */
const partsIn = (ms: number, timeZone: string | undefined): Record<string, string> => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return Object.fromEntries(format.formatToParts(new Date(ms)).map((part) => [part.type, part.value]));
};

/**
 * The toolbar's server clock: date, time with seconds and the time zone (spec 1 §2.2), in the house date
 * format DD.MM.YYYY HH:mm (spec 1 §9) with seconds added: '22.11.2026 14:05:09 EET'.
 */
export const formatServerClock = (unixSeconds: number, timeZone?: string): string => {
  const parts = partsIn(unixSeconds * 1000, timeZone);
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
};

/** A short date and time for notices (DD.MM.YYYY HH:mm, spec 1 §9). */
export const formatDateTime = (unixSeconds: number, timeZone?: string): string => {
  const parts = partsIn(unixSeconds * 1000, timeZone);
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

/** A moment to the second for the audit trail: DD.MM.YYYY HH:mm (spec 1 §9) with seconds added. */
export const formatMoment = (ms: number, timeZone?: string): string => {
  const parts = partsIn(ms, timeZone);
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/** An age for the staleness indicator: '0.4 s', '12 s', '3 min', '2 h'. */
export const formatAge = (ms: number): string => {
  if (ms < 10_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  if (ms < 120_000) return `${Math.round(ms / 1000)} s`;
  if (ms < 7_200_000) return `${Math.round(ms / 60_000)} min`;
  return `${Math.round(ms / 3_600_000)} h`;
};

/** How long the server has been gone, to the second: '0 s', '42 s', '3 min 05 s', '1 h 02 min'. */
export const formatOutage = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return `${Math.floor(seconds / 3600)} h ${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')} min`;
};
