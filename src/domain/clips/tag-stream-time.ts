// Tag stream time typed as [dd:][hh:]mm:ss, parsed to seconds; negative shows '-' (spec 2 §5).

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

/** Shown for a negative stream time: a moment before the stream started has no position on it. */
export const negativeStreamTimeText = '-';

/**
 * Seconds of a typed stream time, or undefined when it is not [dd:][hh:]mm:ss. The leading part may exceed
 * its unit ('90:00' is 90 minutes); the parts after it must fit theirs (seconds and minutes under 60, hours
 * under 24 after days).
 */
export const parseStreamTime = (text: string): number | undefined => {
  const parts = text.trim().split(':');
  if (parts.length < 2 || parts.length > 4 || !parts.every((part) => /^\d{1,9}$/.test(part))) return undefined;
  const values = parts.map(Number).reverse();
  const units = [1, minute, hour, day];
  const limits = [60, 60, 24];
  let seconds = 0;
  for (const [index, value] of values.entries()) {
    const isLeading = index === values.length - 1;
    const limit = limits[index];
    if (!isLeading && limit !== undefined && value >= limit) return undefined;
    seconds += value * (units[index] ?? 0);
  }
  return seconds;
};

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** hh:mm:ss, with a dd: prefix from one day on; whole seconds; '-' when negative. */
export const formatStreamTime = (seconds: number): string => {
  if (!Number.isFinite(seconds)) return negativeStreamTimeText;
  if (seconds < 0) return negativeStreamTimeText;
  const whole = Math.floor(seconds);
  const days = Math.floor(whole / day);
  const clock = [Math.floor((whole % day) / hour), Math.floor((whole % hour) / minute), whole % minute]
    .map(twoDigits)
    .join(':');
  return days > 0 ? `${twoDigits(days)}:${clock}` : clock;
};
