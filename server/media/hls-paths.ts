import { isSegmentFault, type SegmentFault } from './media-drill';

/**
 * The URL scheme of the studio server's video (docs/protocol/media.md). Paths, not absolute URLs: whoever puts
 * them in a channel or clip settings prefixes the server's public origin when the console may live elsewhere.
 */
export const hlsPathPrefix = '/hls/';

/**
 * A channel key or event uuid as it may appear in a path: one segment, no encoding needed, cannot be `.` or
 * `..`. Uuids, numeric ids and stream names fit.
 */
export const mediaKeyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export const isMediaKey = (key: string): boolean => mediaKeyPattern.test(key);

/** A channel's live preview (channel monitor URL, clip settings' live_playlist_url). */
export const livePlaylistPath = (channelKey: string): string => `${hlsPathPrefix}live/${encodeURIComponent(channelKey)}/index.m3u8`;

// The request side accepts at most three decimals.
const toMilliseconds = (seconds: number): string => String(Math.round(seconds * 1000) / 1000);

/** An event's recording (clip settings' preview_playlist_url): VOD once `endSeconds` has passed, EVENT before. */
export const recordingPlaylistPath = (eventUuid: string, startSeconds: number, endSeconds: number): string =>
  `${hlsPathPrefix}vod/${encodeURIComponent(eventUuid)}/index.m3u8?start=${toMilliseconds(startSeconds)}&end=${toMilliseconds(endSeconds)}`;

/** A shipped segment as it is (recording playlists list these). */
export const segmentPath = (name: string): string => `${hlsPathPrefix}segments/${encodeURIComponent(name)}.ts`;

/** Position `sequence` of the endless, retimed loop (live playlists list these). */
export const loopSegmentPath = (sequence: number): string => `${hlsPathPrefix}loop/${sequence}.ts`;

/** A fault drill's stand-in for loop position `sequence` (live playlists of drilled channels list these). */
export const faultSegmentPath = (fault: SegmentFault, sequence: number): string => `${hlsPathPrefix}fault/${fault}/${sequence}.ts`;

export type HlsRoute =
  | { readonly kind: 'live'; readonly channelKey: string }
  | { readonly kind: 'recording'; readonly eventUuid: string }
  | { readonly kind: 'segment'; readonly name: string }
  | { readonly kind: 'loop'; readonly sequence: number }
  | { readonly kind: 'fault'; readonly fault: SegmentFault; readonly sequence: number }
  | { readonly kind: 'unknown' };

const livePattern = /^\/hls\/live\/([^/]+)\/index\.m3u8$/;
const recordingPattern = /^\/hls\/vod\/([^/]+)\/index\.m3u8$/;
const segmentPattern = /^\/hls\/segments\/([^/]+)\.ts$/;
// Decimal without leading zeros, so one segment has one URL; 15 digits stay a safe integer.
const loopPattern = /^\/hls\/loop\/(0|[1-9]\d{0,14})\.ts$/;
const faultPattern = /^\/hls\/fault\/([a-z]+)\/(0|[1-9]\d{0,14})\.ts$/;

/**
 * Which media a URL path names. Matched on the raw path: anything percent-encoded, dotted or nested fails the
 * key pattern, so no decoding step can smuggle a `..` or a `/` past it.
 */
export const routeHlsPath = (pathname: string): HlsRoute => {
  const live = livePattern.exec(pathname);
  if (live?.[1] !== undefined && isMediaKey(live[1])) return { kind: 'live', channelKey: live[1] };
  const recording = recordingPattern.exec(pathname);
  if (recording?.[1] !== undefined && isMediaKey(recording[1])) return { kind: 'recording', eventUuid: recording[1] };
  const segment = segmentPattern.exec(pathname);
  if (segment?.[1] !== undefined && isMediaKey(segment[1])) return { kind: 'segment', name: segment[1] };
  const loop = loopPattern.exec(pathname);
  if (loop?.[1] !== undefined) return { kind: 'loop', sequence: Number(loop[1]) };
  const fault = faultPattern.exec(pathname);
  if (fault?.[1] !== undefined && fault[2] !== undefined && isSegmentFault(fault[1]))
    return { kind: 'fault', fault: fault[1], sequence: Number(fault[2]) };
  return { kind: 'unknown' };
};
