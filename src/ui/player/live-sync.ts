import type HlsClass from 'hls.js';

// A wall's tiles in step with the live edge and with each other (issue 31 §3): each live playlist states the
// program date-time of its first segment (server/media/live-playlist.ts), so hls.js knows the wall-clock moment
// of the frame on screen (`playingDate`). Every tile holds the same distance behind the wall clock by nudging
// its playback rate; all tiles share the clock, so they are in step with each other whatever the skew between
// this clock and the server's.

/** The distance every wall tile holds behind the wall clock, seconds (the issue allows 2 × target + 1 s). */
export const wallBehindLiveSeconds = 3.5;

/** Closer than this to the target, the tile plays at 1×. */
const toleranceSeconds = 0.15;
/** The rate moves by this much per second of distance, within the bounds below (inaudible at a wall's volume). */
const gain = 0.1;
const slowest = 0.9;
const fastest = 1.15;
/** Further than this behind (a long stall), the tile jumps to the target instead of catching up. */
const jumpSeconds = 3;
/** How often a tile checks its distance. */
const checkMs = 500;

/**
 * hls.js settings of a wall's players: start at the held distance from the playlist's edge (about a second of
 * the distance is the newest segment still being made), no low-latency parts (our playlists have none, and the
 * mode keeps a faster tick), no creeping start after stalls (the rate below holds the distance), and a seek back
 * to the live edge past ten seconds behind.
 */
export const wallLiveConfig = {
  lowLatencyMode: false,
  liveSyncDuration: wallBehindLiveSeconds - 1,
  liveMaxLatencyDuration: 10,
  liveSyncOnStallIncrease: 0,
  maxLiveSyncPlaybackRate: 1,
} as const;

/** The playback rate that moves a tile `behind` seconds behind the clock toward the target. */
export const liveSyncRate = (behind: number, forwardBuffer: number, edgeLatency: number): number => {
  const distance = behind - wallBehindLiveSeconds;
  if (Math.abs(distance) <= toleranceSeconds) return 1;
  // Faster only with media to play through; slower only while the playlist's own edge agrees the tile is close
  // (a clock far ahead of the server's must not slow a tile down without end).
  if (distance > 0 && forwardBuffer < 1) return 1;
  if (distance < 0 && edgeLatency > wallBehindLiveSeconds + 2) return 1;
  return Math.min(fastest, Math.max(slowest, Math.round((1 + distance * gain) * 100) / 100));
};

const forwardBufferOf = (video: HTMLVideoElement): number => {
  const { buffered, currentTime } = video;
  for (let index = 0; index < buffered.length; index += 1)
    if (buffered.start(index) <= currentTime + 0.1 && currentTime < buffered.end(index))
      return buffered.end(index) - currentTime;
  return 0;
};

/**
 * Holds a playing wall tile at `wallBehindLiveSeconds` behind the clock; returns the stop. The video element
 * carries `data-live-epoch`, the wall-clock ms of its currentTime 0, so anyone (the bench, a stats overlay) can
 * tell how far behind the clock the frame on screen is: `Date.now() - (epoch + currentTime × 1000)`.
 */
export const holdLiveDistance = (
  hls: HlsClass,
  video: HTMLVideoElement,
  now: () => number = Date.now,
): (() => void) => {
  const check = (): void => {
    const date = hls.playingDate;
    if (!date || video.paused || video.readyState < 3) return;
    const epoch = date.getTime() - video.currentTime * 1000;
    const shown = Number(video.dataset.liveEpoch);
    if (!(Math.abs(shown - epoch) < 50)) video.dataset.liveEpoch = String(Math.round(epoch));
    const behind = (now() - date.getTime()) / 1000;
    const forwardBuffer = forwardBufferOf(video);
    if (behind - wallBehindLiveSeconds > jumpSeconds && forwardBuffer > behind - wallBehindLiveSeconds) {
      video.currentTime += behind - wallBehindLiveSeconds;
      return;
    }
    const rate = liveSyncRate(behind, forwardBuffer, hls.latency);
    if (video.playbackRate !== rate) video.playbackRate = rate;
  };
  const timer = setInterval(check, checkMs);
  return () => {
    clearInterval(timer);
    delete video.dataset.liveEpoch;
  };
};
