import { playlistText, type PlaylistEntry } from './playlist-text';
import { segmentAt, segmentsEndedBy, segmentsStartedBefore, type SegmentLoop } from './segment-loop';

/**
 * A recording longer than this is cut: 48 h is 86,400 two-second segments, a 3 MB playlist. Events run for
 * hours; a range this long is a data error, and an unbounded one would let one URL make the server build
 * gigabytes of text.
 */
export const longestRecordingMs = 48 * 3600 * 1000;

/** A shipped segment (`/hls/segments/{name}.ts`) as seen from `/hls/vod/{event}/index.m3u8`. */
export const shippedSegmentUri = (name: string): string => `../../segments/${name}.ts`;

/**
 * An event's recording from `startSeconds` to `endSeconds` (unix seconds) as it stands at `nowMs` (unix ms).
 *
 * Playlist time 0 is the event start, so a player position is a clip's `start_time`/`end_time` (seconds on the
 * recording) without conversion, and the burnt-in clock reads recording time modulo the loop. The shipped
 * segments are listed as they are, so every wrap of the loop is an EXT-X-DISCONTINUITY (their timestamps
 * start again); the count stays small (one per 12 s of recording).
 * - Ended (`now >= end`): VOD with EXT-X-ENDLIST, every segment that starts before the end; the last one may
 *   run past the end, so the total is the event length rounded up to a whole segment.
 * - Live (`start <= now < end`): EVENT without ENDLIST, the segments recorded so far; reloads only append.
 * - Not started: an EVENT playlist with no segments yet.
 */
export const recordingPlaylist = (loop: SegmentLoop, startSeconds: number, endSeconds: number, nowMs: number): string => {
  const startMs = Math.round(startSeconds * 1000);
  const endMs = Math.round(endSeconds * 1000);
  const lengthMs = Math.min(Math.max(endMs - startMs, 0), longestRecordingMs);
  const ended = nowMs >= endMs;
  const count = ended ? segmentsStartedBefore(loop, lengthMs) : segmentsEndedBy(loop, Math.min(Math.floor(nowMs) - startMs, lengthMs));
  const entries: PlaylistEntry[] = [];
  for (let sequence = 0; sequence < count; sequence += 1) {
    const item = segmentAt(loop, sequence);
    entries.push({
      uri: shippedSegmentUri(item.segment.name),
      durationMs: item.segment.durationMs,
      discontinuity: item.wraps,
      ...(sequence === 0 || item.wraps ? { programDateTimeMs: startMs + item.startMs } : {}),
    });
  }
  return playlistText({ targetDurationSeconds: loop.targetDurationSeconds, mediaSequence: 0, type: ended ? 'VOD' : 'EVENT', ended }, entries);
};
