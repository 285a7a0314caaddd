export { foldedJson, foldValue } from './fold-json';
export { RecordingOpener } from './replay-file';
export type { ReplayBlockLines, ReplayFile, ReplayItem, SeekableRecording } from './replay-file';
export { BlockReplay, checkpointSaves } from './block-replay';
export { SeekCosts } from './seek-costs';
export type { SeekCostFigures } from './seek-costs';
export { idleLoad, replaySpeeds } from './replay-model';
export type {
  BadLine,
  LoadPhase,
  MarkerKind,
  Playback,
  ReplayLoad,
  ReplayMarker,
  ReplayPosition,
  ReplaySpeed,
} from './replay-model';
export { replayModule } from './replay-module';
export { ReplayPlayer } from './replay-player';
export { ReplayQueries } from './replay.queries';
export { describeEntry, formatTime } from './entry-description';
export { changeLimit, projectionChanges } from './entry-diff';
export type { ProjectionChange, ValueChange } from './entry-diff';
export { entryMatcher, noEntryFilter } from './entry-filter';
export type { EntryFilter } from './entry-filter';
export { InspectorMatches } from './inspector-matches';
export { InspectorQueries } from './inspector.queries';
export type { EntryDetail, SliceOutcome } from './inspector.queries';
export { parseReplayTime, seqAtTime } from './replay-time';
export { sliceNote, writeSlice } from './slice-export';
export type { RecordingFile, SliceRequest } from './slice-export';
export type { ListedEntry, TimelineMark } from './replay.queries';
export { foldWholeEntries, ReplayService } from './replay-service';
export { summarizeState } from './state-summary';
export type { SliceFigure, SliceSummary } from './state-summary';
