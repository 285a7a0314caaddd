/**
 * A time typed into the replay's "jump to time" field, in ms since the epoch, always UTC (the replay shows
 * times in UTC): a full time as the banner prints it (`2026-11-22 10:00:05.123 UTC`), an ISO time, or a time
 * of day (`10:00:05`) on the day of `reference` (the recording's first entry). Undefined when unreadable.
 */
export const parseReplayTime = (text: string, reference: number): number | undefined => {
  const trimmed = text
    .trim()
    .replace(/\s*UTC$/i, '')
    .replace(/Z$/i, '');
  const timeOfDay = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(trimmed);
  if (timeOfDay) {
    const [hours, minutes, seconds = '0', millis = '0'] = timeOfDay.slice(1);
    if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return undefined;
    const day = new Date(reference);
    return Date.UTC(
      day.getUTCFullYear(),
      day.getUTCMonth(),
      day.getUTCDate(),
      Number(hours),
      Number(minutes),
      Number(seconds),
      Number(millis.padEnd(3, '0')),
    );
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{1,2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(trimmed)) return undefined;
  const ms = Date.parse(`${trimmed.replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? ms : undefined;
};

/**
 * The first entry at or after `time` (binary search: entry times only grow in a recording), or `total`
 * when the time is after the last entry; 1 when it is before the first.
 */
export const seqAtTime = (total: number, timeOf: (seq: number) => number, time: number): number => {
  let low = 1;
  let high = total;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeOf(middle) < time) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, Math.min(total, low));
};

/** The last entry recorded at or before `time` (binary search), 0 when the first one is after it. */
export const lastSeqAtOrBefore = (total: number, timeOf: (seq: number) => number, time: number): number => {
  let low = 1;
  let high = total + 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (timeOf(middle) <= time) low = middle + 1;
    else high = middle;
  }
  return low - 1;
};
