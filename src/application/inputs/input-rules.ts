import { inject, injectable } from 'inversify';
import { eventEditorMessages, parseTime } from '../../domain/event-editor';
import { ClockPort } from '../ports';
import {
  formatCalendarDay,
  isDayBefore,
  monthTitle,
  monthWeeks,
  parseCalendarDay,
  sameDay,
  shiftMonth,
  weekdayHeadings,
  type CalendarDay,
} from './calendar';

/** Spec 1 §9 gives the format but no message for a mistyped date; this is ours, worded like the time one. */
export const invalidDateMessage = 'Invalid date format';

/** Debounce of the shared inputs (spec 1 §9, spec 2 §5). */
export const inputDebounceMs = { time: 250, date: 100 } as const;

/** The rules behind the shared time and date inputs, so the views hold none of their own. */
@injectable()
export class InputRules {
  readonly debounceMs = inputDebounceMs;
  readonly weekdays = weekdayHeadings;
  /** A date and time pair whose time was emptied (spec 2 §5). */
  readonly timeEmptyMessage = eventEditorMessages.timeEmpty;

  constructor(@inject(ClockPort) private readonly clock: ClockPort) {}

  /** 24-hour hh:mm, else 'Invalid time format' (spec 2 §5). */
  timeError(text: string): string | undefined {
    return parseTime(text) ? undefined : eventEditorMessages.invalidTime;
  }

  /** DD.MM.YYYY (spec 1 §9), else 'Invalid date format'. */
  dateError(text: string): string | undefined {
    return parseCalendarDay(text) ? undefined : invalidDateMessage;
  }

  parseDate(text: string): CalendarDay | undefined {
    return parseCalendarDay(text);
  }

  formatDate(day: CalendarDay): string {
    return formatCalendarDay(day);
  }

  /** Today on the console's clock, in the browser's zone: where the calendar opens when no date is set. */
  today(): CalendarDay {
    const now = new Date(this.clock.now());
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  }

  monthWeeks(year: number, month: number): readonly (readonly (CalendarDay | undefined)[])[] {
    return monthWeeks(year, month);
  }

  monthTitle(year: number, month: number): string {
    return monthTitle(year, month);
  }

  shiftMonth(year: number, month: number, by: number): { readonly year: number; readonly month: number } {
    return shiftMonth(year, month, by);
  }

  /** A day the picker offers: not before `min` nor after `max` when they are given. */
  isSelectable(day: CalendarDay, min: CalendarDay | undefined, max?: CalendarDay): boolean {
    return (min === undefined || !isDayBefore(day, min)) && (max === undefined || !isDayBefore(max, day));
  }

  sameDay(day: CalendarDay | undefined, other: CalendarDay | undefined): boolean {
    return sameDay(day, other);
  }
}
