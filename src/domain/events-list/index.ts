export { canSearchEvents, eventSearchMinimumLength } from './event-search';
export {
  defaultEventsListFilter,
  eventsListRange,
  eventsListRow,
  eventsListStates,
  eventsListWeekDays,
  matchesEventsListSearch,
  storedEventsListFilter,
  tablePage,
} from './events-list';
export type { ChannelTitles, EventsListFilter, EventsListRow, TablePage } from './events-list';
