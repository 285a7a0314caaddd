// Times on the device screens in the console's format, DD.MM.YYYY HH:mm (spec 3 §9), in the browser's zone.

const two = (value: number): string => String(value).padStart(2, '0');

const dateTimeText = (at: Date): string =>
  `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;

/** An ISO 8601 time (a log entry's updated_at); the text as sent when it does not parse. */
export const isoTimeText = (iso: string): string => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTimeText(at);
};

/** A record's datetime value: unix seconds (series start_time, end_time) or ISO text; anything else as text. */
export const recordTimeText = (value: unknown): string => {
  if (typeof value === 'number' && Number.isFinite(value)) return dateTimeText(new Date(value * 1000));
  if (typeof value === 'string' && value !== '') return isoTimeText(value);
  return value === undefined || value === null ? '' : String(value);
};
