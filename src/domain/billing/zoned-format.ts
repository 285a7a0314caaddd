import { inZone } from '../clock';

const two = (value: number): string => String(value).padStart(2, '0');

/**
 * `DD.MM.YYYY HH:mm` in a zone (spec 1 §9), for thousands of instants at once (the CSV export): luxon's zone
 * lookup costs tens of microseconds, so the zone's UTC offset is asked once per UTC day (at both ends; when they
 * agree the day has no switch) and, on the few days with a DST switch, once per quarter hour (every zone's
 * switches fall on a quarter hour). The rest is arithmetic on UTC fields. Same text as formatDateTime.
 */
export const dateTimeFormatter = (zone: string): ((seconds: number) => string) => {
  const offsetAt = (seconds: number): number => inZone(seconds, zone).offset;
  const days = new Map<number, number | undefined>();
  const quarters = new Map<number, number>();
  const offsetOf = (seconds: number): number => {
    const day = Math.floor(seconds / 86_400);
    if (!days.has(day)) {
      const first = offsetAt(day * 86_400);
      days.set(day, first === offsetAt(day * 86_400 + 86_399) ? first : undefined);
    }
    const whole = days.get(day);
    if (whole !== undefined) return whole;
    const quarter = Math.floor(seconds / 900);
    const known = quarters.get(quarter) ?? offsetAt(quarter * 900);
    quarters.set(quarter, known);
    return known;
  };
  return (seconds) => {
    const local = new Date((seconds + offsetOf(seconds) * 60) * 1000);
    return `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  };
};
