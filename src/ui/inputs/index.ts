export { CalendarGrid } from './calendar-grid';
export type { CalendarGridProps } from './calendar-grid';
export { DateInput } from './date-input';
export type { DateInputProps } from './date-input';
export { settleAfter } from './settle';
export { TimeInput } from './time-input';
export type { TimeInputProps } from './time-input';
export { useDebouncedCallback } from './use-debounced-callback';
export type { Debounced } from './use-debounced-callback';
