export {
  monitorCardMessage,
  monitorCardState,
  monitorChoices,
  monitorStateLabel,
  monitorTexts,
  savedMonitorFilter,
  searchMonitorChoices,
  toggledMonitorFilter,
} from './monitor-wall';
export type { MonitorCardState, MonitorChoice, MonitorScope } from './monitor-wall';
export {
  lastMinuteClip,
  multiviewCellWidth,
  multiviewClipSeconds,
  multiviewDayRange,
  multiviewNow,
  multiviewSearchMinimum,
  multiviewTimestampSeconds,
  multiviewTexts,
  multiviewTimingLabel,
  multiviewVideo,
  multiviewZooms,
  overlapsRange,
  savedEventFilter,
  searchMultiviewChoices,
  toggledEventFilter,
  visibleToDomain,
  withOwnTodoEvents,
} from './multiview';
export type { MultiviewChoice, MultiviewVideo, MultiviewZoom } from './multiview';
export { headendRows, mediaServers, mediaStreamRow } from './headends';
export { defaultHeadendPreviewSize, headendPreviewOf, headendPreviewUrl } from './headend-preview';
export type { HeadendPreview } from './headend-preview';
export type { HeadendRow, MediaServerView, MediaStreamRow } from './headends';
export {
  initialMonitorFilterPendingState,
  monitorCommands,
  monitorFilterPendingProjection,
} from './monitor-filter-pending';
export type { MonitorFilterPendingState } from './monitor-filter-pending';
export type {
  MonitorFilterAsked,
  MonitorLayoutAsked,
  MonitorSettingsAsked,
  MonitoringEvent,
} from './monitoring.events';
export { defaultWallSettings, savedWallSettings, withWallSetting } from './wall-settings';
export type { WallSettings } from './wall-settings';
export {
  defaultWallLayout,
  savedWallLayouts,
  shownWallLayout,
  toggledSolo,
  wallGrids,
  wallLayoutOf,
  wallNameOf,
  wallNames,
  withWallLayout,
  withoutSolo,
} from './wall-layout';
export type { WallGrid, WallLayout, WallLayouts, WallName } from './wall-layout';
export { gridGeometry, soloGeometry } from './wall-geometry';
export type { GridGeometry, SoloGeometry, TileChrome, WallArea } from './wall-geometry';
export { wallPlacement } from './wall-placement';
export type { TilePlacement, WallPlacement } from './wall-placement';
export {
  isAlarmState,
  nextTileChange,
  playerStuck,
  startTileWatch,
  stuckRestartMs,
  tileLimits,
  watchTile,
} from './tile-state';
export type { TilePicture, TileSample, TileState, TileWatch } from './tile-state';
export { blackMeanLuma, blackShare, darkLuma, measurePicture, movedLuma } from './tile-picture';
export type { PictureMeasure } from './tile-picture';
export {
  maxRetryDelayMs,
  retryDelayMs,
  shortOutageMs,
  shortRetryDelayMs,
  tileDurationText,
  tileStateLabel,
  tileStateNames,
} from './tile-label';
export { alarmCountText, alarmSounds, wallAlarms } from './wall-alarms';
export type { TileReport, WallAlarm } from './wall-alarms';
