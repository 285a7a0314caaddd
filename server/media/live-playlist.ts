import { runningDrill, segmentFaultAt, type MediaDrill, type SegmentFault } from './media-drill';
import { playlistText, type PlaylistEntry } from './playlist-text';
import { segmentAt, segmentsEndedBy, type SegmentLoop } from './segment-loop';

/** Segments in a live window: three target durations is the RFC minimum; six gives players slack. */
export const liveWindowSize = 6;

/** A retimed loop segment (`/hls/loop/{sequence}.ts`) as seen from `/hls/live/{channel}/index.m3u8`. */
export const loopSegmentUri = (sequence: number): string => `../../loop/${sequence}.ts`;

/** A fault drill's stand-in for loop position `sequence` (`/hls/fault/{fault}/{sequence}.ts`). */
export const faultSegmentUri = (fault: SegmentFault, sequence: number): string => `../../fault/${fault}/${sequence}.ts`;

/**
 * Where a channel's loop stands relative to the wall clock, so two monitors side by side do not show the same
 * frame. FNV-1a over the key's UTF-16 code units: stable across processes and restarts.
 */
export const channelPhaseMs = (loop: SegmentLoop, channelKey: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < channelKey.length; index += 1) {
    hash ^= channelKey.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % loop.loopMs;
};

/**
 * The live sliding window of a channel at `nowMs` (unix ms): the last `windowSize` segments that have fully
 * "happened" on the channel's timeline (wall clock + phase, counted from the unix epoch). A pure function of
 * its arguments, so the media sequence advances with the clock without any timer and never goes back.
 *
 * `drills` are the channel's fault drills (media-drill.ts), an input like the clock: a `stall` running at
 * `nowMs` answers the window as it stood when the stall began (the playlist stops advancing, still served);
 * a black, freeze or silence drill names its fault segment instead of the loop segment of the same sequence.
 * An `offline` drill is the request handler's business (no playlist at all).
 *
 * No discontinuities: the segments are served retimed (pass n of the loop shifted n loops later, see
 * timestamp-shift.ts), so the stream is one timeline. Counting discontinuities from the epoch instead would
 * make EXT-X-DISCONTINUITY-SEQUENCE ~1.5e8, and hls.js 1.7 copies an array that long at every discontinuity
 * (`initPTS.slice`): seconds of stall per segment, measured in Chromium.
 */
export const livePlaylist = (
  loop: SegmentLoop,
  channelKey: string,
  nowMs: number,
  drills: readonly MediaDrill[] = [],
  windowSize = liveWindowSize,
): string => {
  const phaseMs = channelPhaseMs(loop, channelKey);
  const asOfMs = runningDrill(drills, 'stall', nowMs)?.startedAtMs ?? nowMs;
  const ended = segmentsEndedBy(loop, Math.floor(asOfMs) + phaseMs);
  const first = Math.max(0, ended - windowSize);
  const entries: PlaylistEntry[] = [];
  for (let sequence = first; sequence < ended; sequence += 1) {
    const item = segmentAt(loop, sequence);
    const fault = segmentFaultAt(drills, item.startMs + item.segment.durationMs - phaseMs);
    entries.push({
      uri: fault ? faultSegmentUri(fault, sequence) : loopSegmentUri(sequence),
      durationMs: item.segment.durationMs,
      discontinuity: false,
      ...(sequence === first ? { programDateTimeMs: item.startMs - phaseMs } : {}),
    });
  }
  return playlistText({ targetDurationSeconds: loop.targetDurationSeconds, mediaSequence: first, ended: false }, entries);
};
