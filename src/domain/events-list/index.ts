export { canSearchEvents, eventSearchMinimumLength } from './event-search';
export {
  defaultEventsListFilter,
  defaultTablePageSize,
  eventsListRange,
  eventsListRow,
  eventsListStates,
  eventsListWeekDays,
  matchesEventsListSearch,
  storedEventsListFilter,
  tablePage,
  tablePageSizes,
} from './events-list';
export type { ChannelTitles, EventsListFilter, EventsListRow, TablePage } from './events-list';
