export { canSearchEvents, eventSearchMinimumLength } from './event-search';
export {
  defaultEventsListFilter,
  eventsListRange,
  eventsListRow,
  eventsListStates,
  eventsListWeekDays,
  matchesEventsListSearch,
  storedEventsListFilter,
} from './events-list';
export type { ChannelTitles, EventsListFilter, EventsListRow } from './events-list';
export { eventsListChoicesProjection, eventsListCommands, initialEventsListChoicesState } from './events-list-choices';
export type { EventsListChoicesState, EventsListEvent, EventsListFilterChosen } from './events-list-choices';
