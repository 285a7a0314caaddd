import type { DateRange } from '../schedule';
import { inPointOf, outPointOf } from './clip-in-out';

// /cloudrec/event/{uuid}?start&end (spec 2 §2): the query names a stretch of wall-clock time, and the page's
// video editor opens with it as the in and out points (docs/protocol/clips.md "Cloud recording").

/** In and out points on the recording, seconds since the event start (the unit of clip start_time/end_time). */
export interface RecordingPoints {
  readonly start: number;
  readonly end: number;
}

/**
 * The part of `range` (unix seconds) inside the event, as in and out points on its recording: rounded
 * outwards like any in and out point (in down, out up); undefined when the range misses the event.
 */
export const recordingPointsOf = (
  event: { readonly cached_start_time: number; readonly cached_end_time: number },
  range: DateRange,
): RecordingPoints | undefined => {
  const from = Math.max(range.start, event.cached_start_time);
  const to = Math.min(range.end, event.cached_end_time);
  if (to <= from) return undefined;
  return { start: inPointOf(from - event.cached_start_time), end: outPointOf(to - event.cached_start_time) };
};
