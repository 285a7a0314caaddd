export {
  daysInMonth,
  formatCalendarDay,
  isDayBefore,
  monthTitle,
  monthWeeks,
  parseCalendarDay,
  sameDay,
  shiftMonth,
  weekdayHeadings,
} from './calendar';
export type { CalendarDay } from './calendar';
export { inputDebounceMs, InputRules, invalidDateMessage } from './input-rules';
export { inputsModule } from './inputs-module';
