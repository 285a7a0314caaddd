export { createHlsLibrary, defaultSegmentsFolder, HlsMediaError, manifestFileName, type HlsLibrary } from './hls-library';
export { faultSegmentPath, hlsPathPrefix, isMediaKey, livePlaylistPath, loopSegmentPath, recordingPlaylistPath, routeHlsPath, segmentPath, type HlsRoute } from './hls-paths';
export {
  createHlsRequestHandler,
  openHlsMedia,
  playlistContentType,
  segmentContentType,
  type HlsMedia,
  type HlsRequestHandler,
  type HlsResponse,
} from './hls-request';
export { channelPhaseMs, faultSegmentUri, livePlaylist, liveWindowSize, loopSegmentUri } from './live-playlist';
export { defaultFaultsFolder, loadFaultSegments, type FaultSegments } from './fault-segments';
export {
  isSegmentFault,
  noDrills,
  runningDrill,
  segmentFaultAt,
  segmentFaults,
  type ChannelDrills,
  type MediaDrill,
  type MediaFault,
  type SegmentFault,
} from './media-drill';
export { longestRecordingMs, recordingPlaylist, shippedSegmentUri } from './recording-playlist';
export { createSegmentLoop, segmentAt, segmentsEndedBy, segmentsStartedBefore, type SegmentLoop, type TimelineSegment } from './segment-loop';
export { parseSegmentManifest, type LoopSegment, type ManifestResult } from './segment-manifest';
export { clockTicksPerSecond, shiftTimestamps } from './timestamp-shift';
export { clipFile, clipFileSize, type ClipFile } from './clip-file';
export { defaultRenditionsFolder, loadClipRenditions, qualityHeight, renditionFor, sharedClipRenditions, type ClipRendition } from './clip-renditions';
