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
export { eventEditorCommands } from './event-editor-commands';
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
  contractCustomerId,
  contractRule,
  eventRequiredMessages,
  noDefaultContractHint,
  refusalMessages,
  requiredFieldErrors,
  requiredFieldPaths,
} from './event-requirements';
export type { BillingDestination, ContractRule, RequiredFieldsDraft } from './event-requirements';
export { draftWithFields, eventFieldLabel, eventFieldText, eventMergeFields } from './event-conflict';
export type { EventFieldContext } from './event-conflict';
