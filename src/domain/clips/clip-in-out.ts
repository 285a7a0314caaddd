// Clip in point rounded down, out point rounded up from the player position (spec 2 §5).

/** Whole second at or before the player position, never before the recording's start. */
export const inPointOf = (position: number): number => Math.max(0, Math.floor(position));

/** Whole second at or after the player position, so the moment being watched is inside the clip. */
export const outPointOf = (position: number): number => Math.max(0, Math.ceil(position));

/** The multiview clip button takes 60 seconds (spec 2 §2 Multiview). */
export const quickClipSeconds = 60;

/** The last 60 seconds up to the player position, rounded outwards like any in and out point. */
export const quickClipRange = (position: number): { readonly start_time: number; readonly end_time: number } => ({
  start_time: inPointOf(position - quickClipSeconds),
  end_time: outPointOf(position),
});

/** Seconds between in and out; 0 when the out point is not after the in point. */
export const clipDuration = (clip: { readonly start_time: number; readonly end_time: number }): number =>
  Math.max(0, clip.end_time - clip.start_time);

/** Form function defaults 'event start plus clip start/end' (spec 2 §9): wall-clock unix seconds. */
export const clipWallClock = (
  eventStart: number,
  clip: { readonly start_time: number; readonly end_time: number },
): { readonly start: number; readonly end: number } => ({
  start: eventStart + clip.start_time,
  end: eventStart + clip.end_time,
});
