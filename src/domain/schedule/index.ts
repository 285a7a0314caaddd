export { dayHeading, groupByEventGroup, groupEventsByDay, todayHeading } from './day-grouping';
export type { DayBlock, EventGroupBlock } from './day-grouping';
export { belongsToList, defaultEventStates, isFollowingPage, overlapsRange } from './event-filter';
export { defaultEventRange, defaultRangeDays, nextDayRange, previousDayRange, shiftEventRange } from './event-range';
export { foldSearchText, matchesSearch } from './search-text';
export {
  canStopEvent,
  eventProgress,
  eventTiming,
  isCurrent,
  isDimmed,
  nearEndThresholdSeconds,
  offersVideoMenu,
} from './event-timing';
export type { EventTiming } from './event-timing';
export { isOnTodoList, pastTodoActions, todoAfter, todoOf, todoTint, toggledTodo } from './event-todo';
export type { PastTodoAction, TodoTint } from './event-todo';
export { scheduleCommands } from './schedule-commands';
export { eventsAnswersProjection, initialEventsAnswersState } from './events-answers';
export type { EventsAnswersState } from './events-answers';
export { feedPushesProjection, filterPushFailure, initialFeedPushesState, lastFilterPush } from './feed-push';
export type { FeedPush, FeedPushesState } from './feed-push';
export type {
  EventGroupReceived,
  EventReceived,
  EventSearchAnswered,
  EventSearchIssued,
  EventsFilterPushed,
  EventsListed,
  EventsLoaded,
  EventUpdated,
  ScheduleCommandEvent,
  ScheduleEvent,
} from './schedule.events';
export { initialScheduleState, scheduleProjection } from './schedule.projection';
export type { EventSearchState, EventSearchStatus, ScheduleState, StoredEvent } from './schedule.projection';
export { listedAnswer } from './listed-answer';
export type { ListMaps } from './listed-answer';
export { eventByUuid, groupByUuid, groupEvents, listedEvents, todoListEvents } from './schedule.selectors';
export { billingStatuses, eventStates, todoStatuses } from './scheduled-event';
export type {
  BillingStatus,
  DateRange,
  EventBilling,
  EventFilter,
  EventGroup,
  EventGroupSystemMeta,
  EventOrder,
  EventSearchResult,
  EventState,
  EventSystemMeta,
  ScheduledEvent,
  SortDirection,
  Todo,
  TodoStatus,
} from './scheduled-event';
export type {
  EventDraft,
  EventGroupDraft,
  EventSavePayload,
  EventSearchPayload,
  SetBillingStatusPayload,
  ToggleTodoPayload,
} from './schedule-payloads';
