import type { LoopSegment } from './segment-manifest';

/**
 * The shipped segments played over and over on an endless timeline. Position `sequence` (0, 1, 2, …) is loop
 * segment `sequence % count` of pass `floor(sequence / count)`. The segments' own timestamps start again at
 * every pass: recordings mark that with a discontinuity, live retimes the bytes instead. All times are
 * integer milliseconds from the start of pass 0.
 */
export interface SegmentLoop {
  readonly segments: readonly LoopSegment[];
  readonly loopMs: number;
  /** `startsMs[i]`: where loop segment i begins inside a pass. */
  readonly startsMs: readonly number[];
  /** EXT-X-TARGETDURATION: every EXTINF rounded up, so a rounded EXTINF never exceeds it. */
  readonly targetDurationSeconds: number;
}

export interface TimelineSegment {
  readonly sequence: number;
  /** How many times the loop wrapped before this segment (a recording's discontinuity number). */
  readonly pass: number;
  readonly segment: LoopSegment;
  readonly startMs: number;
  /** True for the first segment of every pass but the first. */
  readonly wraps: boolean;
}

export const createSegmentLoop = (segments: readonly LoopSegment[]): SegmentLoop => {
  if (segments.length === 0) throw new RangeError('a segment loop needs at least one segment');
  const startsMs: number[] = [];
  let loopMs = 0;
  for (const segment of segments) {
    startsMs.push(loopMs);
    loopMs += segment.durationMs;
  }
  const longestMs = Math.max(...segments.map((segment) => segment.durationMs));
  return { segments, loopMs, startsMs, targetDurationSeconds: Math.ceil(longestMs / 1000) };
};

export const segmentAt = (loop: SegmentLoop, sequence: number): TimelineSegment => {
  const count = loop.segments.length;
  const pass = Math.floor(sequence / count);
  const index = sequence - pass * count;
  return {
    sequence,
    pass,
    segment: loop.segments[index] as LoopSegment,
    startMs: pass * loop.loopMs + (loop.startsMs[index] as number),
    wraps: index === 0 && pass > 0,
  };
};

/** How many segments have begun before `timeMs` (0 for `timeMs <= 0`). */
export const segmentsStartedBefore = (loop: SegmentLoop, timeMs: number): number => {
  if (timeMs <= 0) return 0;
  const pass = Math.floor(timeMs / loop.loopMs);
  const withinMs = timeMs - pass * loop.loopMs;
  const inPass = loop.startsMs.filter((startMs) => startMs < withinMs).length;
  return pass * loop.segments.length + inPass;
};

/** How many segments have ended by `timeMs`: the ones a live playlist may list. */
export const segmentsEndedBy = (loop: SegmentLoop, timeMs: number): number => {
  if (timeMs <= 0) return 0;
  const pass = Math.floor(timeMs / loop.loopMs);
  const withinMs = timeMs - pass * loop.loopMs;
  const inPass = loop.segments.filter((segment, index) => (loop.startsMs[index] as number) + segment.durationMs <= withinMs).length;
  return pass * loop.segments.length + inPass;
};
