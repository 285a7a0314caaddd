export { MonitorCommands } from './monitor.commands';
export { SystemListsQueries } from './system-lists.queries';
export { MediaServerCommands, mediaServerCommands } from './media-server.commands';
export { MonitorQueries } from './monitor.queries';
export type { MonitorCard, MonitorWall } from './monitor.queries';
export { monitoringModule } from './monitoring-module';
export { multiviewCommands, MultiviewCommands } from './multiview.commands';
export type { LastMinuteClipOutcome } from './multiview.commands';
export { MultiviewFeed, multiviewFeedTarget } from './multiview-feed';
export { MultiviewQueries } from './multiview.queries';
export type { MultiviewCard, MultiviewWall } from './multiview.queries';
export { WallTiles } from './wall-tiles';
export { chimeEverySeconds, WallAlarmBell } from './wall-alarm-bell';
export type { WallAlarmRow } from './wall-alarm-bell';
export { WallSwitches } from './wall-switches';
export { WallLayoutCommands } from './wall-layout.commands';
export { WallLayoutQueries } from './wall-layout.queries';
export {
  alarmCountText,
  alarmSounds,
  isAlarmState,
  measurePicture,
  monitorTexts,
  multiviewZooms,
  nextTileChange,
  wallGrids,
  wallNameOf,
  wallPlacement,
  playerStuck,
  retryDelayMs,
  startTileWatch,
  stuckRestartMs,
  tileStateLabel,
  tileStateNames,
  watchTile,
} from '../../domain/monitoring';
export type {
  TileChrome,
  TilePlacement,
  WallArea,
  WallGrid,
  WallLayout,
  WallName,
  WallPlacement,
  HeadendRow,
  MediaServerView,
  MediaStreamRow,
  MonitorChoice,
  MonitorScope,
  MultiviewChoice,
  MultiviewZoom,
  PictureMeasure,
  TileReport,
  TileSample,
  TileState,
  TileWatch,
  WallAlarm,
} from '../../domain/monitoring';
