import type HlsClass from 'hls.js';

// A wall's tiles in step with the live edge and with each other (issue 31 §3): each live playlist states the
// program date-time of its first segment (server/media/live-playlist.ts), so hls.js knows the wall-clock moment
// of the frame on screen (`playingDate`). Every tile holds the same distance behind the wall clock: a seek when it
// is far off (a stall, a late start), a nudge of its playback rate when it is close; all tiles share the clock, so they are in step with each other whatever the skew between
// this clock and the server's.

/** The distance every wall tile holds behind the wall clock, seconds (the issue allows 2 × target + 1 s). */
export const wallBehindLiveSeconds = 3.5;

/** Closer than this to the target, the tile plays at 1×. */
const toleranceSeconds = 0.1;
/** The rate moves by this much per second of distance, within the bounds below (inaudible at a wall's volume). */
const gain = 0.2;
const slowest = 0.9;
const fastest = 1.15;
/**
 * Further than this from the target (a stall, a late start), the tile seeks to it when the media is there: a rate of
 * 1.15× wins back only 0.15 s a second, and a 2 s stall kept a tile apart from the others for ~15 s.
 */
export const liveSyncSeekSeconds = 0.5;
/** A seek forward leaves at least this much buffered ahead, so that the tile does not run dry at once. */
const keepBufferedSeconds = 0.5;
/** How often a tile checks its distance. */
const checkMs = 500;

/**
 * hls.js settings of a wall's players: start the held distance from the playlist's edge — the edge is itself up to a
 * segment behind the clock, so a tile starts at or behind the target, never ahead of it, and seeks forward to it at
 * its first check (a tile that started ahead has nothing behind it to seek back to and took seconds at 0.9×) — no
 * low-latency parts (our playlists have none, and the mode keeps a faster tick), no creeping start after stalls (the
 * step below holds the distance), and a seek back to the live edge past ten seconds behind. hls.js's own rate control
 * (`maxLiveSyncPlaybackRate`) is off: it only speeds up, only in low-latency mode, and toward a distance from the
 * playlist's edge as this player received it, not the program date-time every tile shares.
 */
export const wallLiveConfig = {
  lowLatencyMode: false,
  liveSyncDuration: wallBehindLiveSeconds,
  liveMaxLatencyDuration: 10,
  liveSyncOnStallIncrease: 0,
  maxLiveSyncPlaybackRate: 1,
} as const;

/** Where a tile stands: seconds behind the clock, buffered ahead of and behind its position, and behind the edge. */
export interface LiveSyncInput {
  readonly behind: number;
  readonly forwardBuffer: number;
  readonly backBuffer: number;
  /** hls.js's own distance to the playlist's edge (hls.latency). */
  readonly edgeLatency: number;
}

/** What a tile does at a check: play at a rate, or seek by seconds (positive: toward live). */
export type LiveSyncStep = { readonly rate: number } | { readonly seekBy: number };

// Slower or back only while the playlist's own edge agrees the tile is close (a clock far ahead of the server's must
// not hold a tile back without end).
const edgeAgreesAhead = (edgeLatency: number): boolean => edgeLatency <= wallBehindLiveSeconds + 2;

/** The playback rate that moves a tile `behind` seconds behind the clock toward the target. */
export const liveSyncRate = (behind: number, forwardBuffer: number, edgeLatency: number): number => {
  const distance = behind - wallBehindLiveSeconds;
  if (Math.abs(distance) <= toleranceSeconds) return 1;
  // Faster only with media to play through.
  if (distance > 0 && forwardBuffer < 1) return 1;
  if (distance < 0 && !edgeAgreesAhead(edgeLatency)) return 1;
  return Math.min(fastest, Math.max(slowest, Math.round((1 + distance * gain) * 100) / 100));
};

/**
 * One check of a tile: more than liveSyncSeekSeconds behind the target, a seek toward it as far as the buffer ahead
 * reaches with a margin; more than that ahead, a seek back while the back buffer holds the target; otherwise the
 * rate (liveSyncRate).
 */
export const liveSyncStep = ({ behind, forwardBuffer, backBuffer, edgeLatency }: LiveSyncInput): LiveSyncStep => {
  const distance = behind - wallBehindLiveSeconds;
  // Far behind, a seek goes as far toward the target as the buffer reaches (the players buffer a few seconds ahead):
  // the next checks go on as the buffer refills.
  const reach = Math.min(distance, forwardBuffer - keepBufferedSeconds);
  if (distance > liveSyncSeekSeconds && reach >= liveSyncSeekSeconds)
    return { seekBy: Math.round(reach * 1000) / 1000 };
  if (distance < -liveSyncSeekSeconds && backBuffer >= -distance && edgeAgreesAhead(edgeLatency))
    return { seekBy: distance };
  return { rate: liveSyncRate(behind, forwardBuffer, edgeLatency) };
};

/** Seconds buffered ahead of and behind the element's position, in the buffered range it plays in. */
const buffersOf = (video: HTMLVideoElement): { forward: number; back: number } => {
  const { buffered, currentTime } = video;
  for (let index = 0; index < buffered.length; index += 1)
    if (buffered.start(index) <= currentTime + 0.1 && currentTime < buffered.end(index))
      return { forward: buffered.end(index) - currentTime, back: Math.max(0, currentTime - buffered.start(index)) };
  return { forward: 0, back: 0 };
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
    if (!date || video.paused || video.readyState < 3 || video.seeking) return;
    const epoch = date.getTime() - video.currentTime * 1000;
    const shown = Number(video.dataset.liveEpoch);
    if (!(Math.abs(shown - epoch) < 50)) video.dataset.liveEpoch = String(Math.round(epoch));
    const buffers = buffersOf(video);
    const step = liveSyncStep({
      behind: (now() - date.getTime()) / 1000,
      forwardBuffer: buffers.forward,
      backBuffer: buffers.back,
      edgeLatency: hls.latency,
    });
    if ('seekBy' in step) {
      video.playbackRate = 1;
      video.currentTime += step.seekBy;
    } else if (video.playbackRate !== step.rate) video.playbackRate = step.rate;
  };
  const timer = setInterval(check, checkMs);
  return () => {
    clearInterval(timer);
    delete video.dataset.liveEpoch;
  };
};
