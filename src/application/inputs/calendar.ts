import { weekdayNames } from '../../domain/clock';

/** A calendar day, as the date input holds it (no time, no zone). */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Spec 1 §9: date format DD.MM.YYYY. */
export const formatCalendarDay = (day: CalendarDay): string =>
  `${pad(day.day, 2)}.${pad(day.month, 2)}.${pad(day.year, 4)}`;

const datePattern = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** DD.MM.YYYY, a real day of a real month (31.02. is not), or undefined. */
export const parseCalendarDay = (text: string): CalendarDay | undefined => {
  const match = datePattern.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
};

/** 0 for Monday … 6 for Sunday: weeks start on Monday (spec 1 §9). */
const mondayIndex = (year: number, month: number, day: number): number =>
  (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;

/** The weeks of a month, Monday first; days outside the month are undefined. */
export const monthWeeks = (year: number, month: number): readonly (readonly (CalendarDay | undefined)[])[] => {
  const cells: (CalendarDay | undefined)[] = Array.from({ length: mondayIndex(year, month, 1) }, () => undefined);
  for (let day = 1; day <= daysInMonth(year, month); day += 1) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(undefined);
  const weeks: (CalendarDay | undefined)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
};

export const monthTitle = (year: number, month: number): string => `${monthNames[month - 1] ?? ''} ${year}`;

/** The month after (+1) or before (-1). */
export const shiftMonth = (
  year: number,
  month: number,
  by: number,
): { readonly year: number; readonly month: number } => {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Weekday column headings, Monday first. */
export const weekdayHeadings: readonly { readonly short: string; readonly name: string }[] = weekdayNames.map(
  (name) => ({ short: name.slice(0, 2), name }),
);

/** Whether `day` comes before `other` (the pickers' lower bound: no date before the start, spec 2 §5). */
export const isDayBefore = (day: CalendarDay, other: CalendarDay): boolean =>
  day.year !== other.year
    ? day.year < other.year
    : day.month !== other.month
      ? day.month < other.month
      : day.day < other.day;

export const sameDay = (day: CalendarDay | undefined, other: CalendarDay | undefined): boolean =>
  day !== undefined &&
  other !== undefined &&
  day.year === other.year &&
  day.month === other.month &&
  day.day === other.day;
