export { dayHeading, groupByEventGroup, groupEventsByDay, todayHeading } from './day-grouping';
export type { DayBlock, EventGroupBlock } from './day-grouping';
export { belongsToList, defaultEventStates, isFollowingPage, overlapsRange } from './event-filter';
export { defaultEventRange, defaultRangeDays, nextDayRange, previousDayRange, shiftEventRange } from './event-range';
export { canSearchEvents, eventSearchMinimumLength } from './event-search';
export { foldSearchText, matchesSearch } from './search-text';
export { overlapMessage, overlappingEvents } from './event-overlap';
export type { EventOverlap, OverlapCandidate } from './event-overlap';
export {
  beforeTimeMinutes,
  beforeTimeSeconds,
  defaultEnd,
  endOfKickoffDay,
  moveStart,
  quickEnd,
  quickEndButtons,
} from './event-times';
export type { EditedByHand, EditorTimes, QuickEndButton } from './event-times';
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
export {
  destinationError,
  endTimeError,
  eventEditorMessages,
  eventSaveErrors,
  initialDestination,
  parseTime,
  saveDestinationError,
  timeInputError,
} from './event-validation';
export type { EditorMode, EventTimesDraft, TimeInputState, TimeOfDay } from './event-validation';
export { defaultLanguage, eventLanguages, formFieldTypes, playoffRounds, s3FileStatuses } from './form-field';
export type {
  EventLanguage,
  FormField,
  FormFieldOption,
  FormFieldPosition,
  FormFieldType,
  LanguageValue,
  MultilanguageValue,
  PlayoffMatch,
  PlayoffRound,
  PlayoffTreeValue,
  S3FileStatus,
  S3FileValue,
} from './form-field';
export {
  defaultFieldValue,
  fieldError,
  formErrors,
  integerMessage,
  isFieldShown,
  multilanguageError,
  multilanguageMessages,
  parseNumberField,
  requiredMessage,
} from './form-validation';
export type { FormViewer } from './form-validation';
export { dashboardCommands, eventEditorCommands, scheduleCommands } from './schedule-commands';
export { eventsAnswersProjection, initialEventsAnswersState } from './events-answers';
export type { EventsAnswersState } from './events-answers';
export { feedPushesProjection, filterPushFailure, initialFeedPushesState, lastFilterPush } from './feed-push';
export type { FeedPush, FeedPushesState } from './feed-push';
export type {
  EventGroupReceived,
  DashboardChoiceEvent,
  DashboardLayoutChosen,
  DashboardRangeChosen,
  EventReceived,
  EventSearchAnswered,
  EventSearchIssued,
  EventsFilterPushed,
  EventsListed,
  EventsLoaded,
  EventUpdated,
  OwnEventsSwitched,
  ScheduleCommandEvent,
  ScheduleEvent,
} from './schedule.events';
export { initialScheduleState, scheduleProjection } from './schedule.projection';
export type { EventSearchState, EventSearchStatus, ScheduleState, StoredEvent } from './schedule.projection';
export { listedAnswer } from './listed-answer';
export type { ListMaps } from './listed-answer';
export {
  dashboardDays,
  eventByUuid,
  groupByUuid,
  groupEvents,
  listedEvents,
  todoListEvents,
} from './schedule.selectors';
export type { DashboardView } from './schedule.selectors';
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
export {
  formatDate,
  formatDateTime,
  formatIsoDateTime,
  formatTime,
  inZone,
  startOfWeek,
  toUnixSeconds,
  weekdayNames,
  zoneOffsetMinutes,
} from './zoned-time';
export type {
  EventDraft,
  EventGroupDraft,
  EventSavePayload,
  EventSearchPayload,
  SetBillingStatusPayload,
  ToggleTodoPayload,
} from './schedule-payloads';
export { dashboardItems, dashboardLayouts, defaultDashboardLayout, sameDashboardItems } from './dashboard-items';
export { dashboardChoicesProjection, initialDashboardChoicesState, isDashboardLayout } from './dashboard-preferences';
export type { DashboardChoicesState } from './dashboard-preferences';
export type { DashboardItem, DashboardLayout, GroupPosition } from './dashboard-items';
export { dashboardMessages, eventsFailedMessage } from './dashboard-messages';
export {
  atDayAndTime,
  dayOf,
  defaultEventDurationSeconds,
  draftFromEvent,
  newEventDraft,
  withEnd,
  withPublishEnd,
  withStart,
} from './event-editor-draft';
export type { BillingDraft, CalendarDate, EventEditorDraft } from './event-editor-draft';
export {
  archivePlan,
  billingAmountErrors,
  createsEvent,
  eventDraftPayload,
  eventEditorToasts,
  parseAmount,
  refusalDetail,
  saveModes,
  savePlan,
} from './event-save-plan';
export type { EventEditorCommand, EventSaveTopic, SaveMode, SavePlan } from './event-save-plan';
export {
  bettingCardsFrom,
  bettingPaths,
  sportsPaths,
  bettingRacesFrom,
  bettingRunnersFrom,
  externalServicesFrom,
  externalServicesSettingName,
  lookupMessages,
  seriesHitsFrom,
  seriesSearchMinimumLength,
  seriesSearchPath,
  studioExternalServices,
} from './external-lookups';
export type { BettingOption, ExternalServices, SeriesHit } from './external-lookups';
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
export {
  contractCustomerId,
  contractRule,
  eventRequiredMessages,
  noDefaultContractHint,
  refusalMessages,
  requiredFieldErrors,
  requiredFieldPaths,
} from './event-requirements';
export type { BillingDestination, ContractRule, RequiredFieldsDraft } from './event-requirements';
