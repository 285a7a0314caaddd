export { clipDownloadRoutePath, clipDownloadUrl } from './clip-download';
export { canDownloadClip, canPlayClip, clipStatusRank, leastAdvancedStatus } from './clip-status';
export {
  clipGroupsOf,
  eventClipsOf,
  latestOwnClipGroup,
  ownClipGroups,
  requestedClipToOpen,
  sameAccount,
} from './clip-groups';
export type { ClipGroup } from './clip-groups';
export {
  compilationClipOf,
  exportConfigurationIds,
  exportDrafts,
  exportListWindowMs,
  exportSelectionError,
  missingQualitiesMessage,
  missingRequiredQualities,
  offersExport,
  preselectedQualities,
  visibleExports,
} from './clip-exports';
export type { ExportFormRules, ExportViewer } from './clip-exports';
export { clipDuration, clipWallClock, inPointOf, outPointOf, quickClipRange, quickClipSeconds } from './clip-in-out';
export { clipExportedMessage, clipNotFoundMessage, clipSavedMessage, tagSavedMessage } from './clip-messages';
export type { SaveMode } from './clip-messages';
export { clipFilterTabs, showsCloudrecVideoPanels, showsMtvCompilationExport, showsReExport } from './clip-permissions';
export type { ClipFilterTab } from './clip-permissions';
export { clipStatuses, clipTypes } from './clip';
export type { Clip, ClipDraft, ClipMeta, ClipQuality, ClipStatus, ClipType } from './clip';
export type { ClipExport, ClipExportDraft, ClipExportMeta } from './clip-export';
export type { ClipSettings } from './clip-settings';
export { clipsProjection, initialClipsState } from './clips.projection';
export type { ClipsState } from './clips.projection';
export type {
  ClipExportsReceived,
  ClipExportUpdated,
  ClipSettingsReceived,
  ClipsEvent,
  ClipsReceived,
  ClipUpdated,
  TagsReceived,
  TagUpdated,
} from './clips.events';
export { combinationOf, editorShortcuts, resolveEditorShortcut, stepSeconds } from './editor-shortcuts';
export type { EditorAction, EditorDialogs, EditorShortcut, KeyPress, StepAction } from './editor-shortcuts';
export { clipGroupKey, emptyEventClips } from './event-clips';
export type { ClipGroupIndex, EventClips } from './event-clips';
export { tagsOf, tagTitle } from './event-tags';
export { insertedAtMs } from './inserted-at';
export { formatStreamTime, negativeStreamTimeText, parseStreamTime } from './tag-stream-time';
export { tagStates } from './tag';
export type { Tag, TagDraft, TagMeta, TagState } from './tag';
export {
  exportConfigurationName,
  exportFormsOf,
  formFieldsOf,
  mtvSpecialExportName,
  mtvSpecialExportOf,
  tagTypesOf,
} from './clip-forms';
export type { ExportForm, TagType } from './clip-forms';
export {
  cloudrecFeedTarget,
  cloudrecOrder,
  cloudrecPageSize,
  cloudrecPageState,
  cloudrecPaging,
  cloudrecRangeFrom,
  compareCloudrecEvents,
  defaultCloudrecRange,
  isCloudrecFilter,
  lastCloudrecPush,
  matchesCloudrecSearch,
  recordingDays,
  recordingTiming,
  videoTexts,
} from './cloudrec-list';
export type { CloudrecPageState, RecordingDay, RecordingTiming } from './cloudrec-list';
export { recordingPointsOf } from './recording-window';
export type { RecordingPoints } from './recording-window';
export { clipDraftError, clipDraftMessages, parseSignedStreamTime } from './clip-drafts';
export { clipGroupOf, sameClipGroup } from './clip-group-of';
export { clipCommands } from './clip-commands';
