// What a wall tile's picture is doing (issue 31 §1): a state machine fed by samples the browser takes a few times a
// second (the picture on a tiny canvas, the sound's level, the player's media time and playlist). Pure: time enters
// in the samples.

/**
 * The one state a tile shows, in words (tileStateNames) and as `data-tile-state`. `ended`: a recording (a playlist
 * with EXT-X-ENDLIST: a cloud recording, multiview's Preview of an event) played to its end and stands there — what
 * it should do, so no alarm, but not Playing either.
 */
export type TileState = 'playing' | 'loading' | 'ended' | 'stalled' | 'frozen' | 'black' | 'silent' | 'offline';

/** The picture of one sample, from measurePicture (tile-picture.ts). */
export interface TilePicture {
  /** Whether the frame is black (blackPicture). */
  readonly black: boolean;
  /** The share of pixels (0–1) that moved since the previous sample's frame; undefined for the first frame. */
  readonly change: number | undefined;
}

export interface TileSample {
  /** The page's clock, ms. */
  readonly at: number;
  /** The player lost the stream (a fatal error, a playlist gone) and is retrying; the time it was lost, ms. */
  readonly offlineSince: number | undefined;
  /** A frame has been shown since the player started. */
  readonly firstFrame: boolean;
  /** The element's current time, s. */
  readonly mediaTime: number;
  /**
   * The player reached the end of a stream that has one (the element's `ended`: a playlist with EXT-X-ENDLIST played
   * out). The tile is Ended; standing still there is no fault (no other evidence counts while it is).
   */
  readonly ended: boolean;
  /** The stream is live (its playlist should grow); a recording's does not. */
  readonly live: boolean;
  /** When the live playlist last gained a segment, ms; undefined before the first. */
  readonly playlistGrewAt: number | undefined;
  /** The playlist's target segment duration, s, once known. */
  readonly targetDuration: number | undefined;
  /** The picture, or undefined when no frame could be read (nothing is concluded about it then). */
  readonly picture: TilePicture | undefined;
  /** The loudest sound since the last sample, dBFS; undefined while the sound is not measured (see docs). */
  readonly audioPeakDb: number | undefined;
}

/** The limits (ms unless named): each fault is named this long after its evidence begins, all within 5 s. */
export const tileLimits = {
  /** Media time standing still while playing. */
  mediaStallMs: 2000,
  /** A live playlist not growing: at least this, else 1.5 target durations + 1 s (hls.js polls at half a target). */
  playlistStallMinMs: 3000,
  blackMs: 2000,
  frozenMs: 3000,
  silentMs: 3000,
  /** A frame with at most this share of its pixels moved is unchanged (2 of the probe's 576: encoder noise aside). */
  frozenChange: 0.004,
  /** Below this the sound is silence (dBFS). */
  silenceDb: -60,
  /** A first frame not shown after this long is a stall, not a slow load. */
  loadingStallMs: 10_000,
  /** A tile leaves a fault only after this long without it, so a flicker of the fault does not flap. */
  clearMs: 1000,
  /** Samples further apart than this (a hidden tab, a suspended page) restart the evidence. */
  sampleGapMs: 3000,
} as const;

export interface TileWatch {
  readonly state: TileState;
  /** When the state's evidence began (its first look), ms. */
  readonly since: number;
  /** When the tile's current alarm began (it continues through Frozen → Black); undefined when no alarm. */
  readonly alarmSince: number | undefined;
  readonly startedAt: number;
  readonly lastSampleAt: number;
  readonly lastMediaTime: number;
  readonly advancedAt: number;
  /**
   * Where each fault's evidence begins: the first look that showed it (for a still picture, the first look of the
   * picture that then stood: it still differs from the look before), `at` of every look without it. A fault is
   * named once it has been seen from there for its limit, so a still picture, a black one or a pause shorter than
   * the limit is never one, whatever the looks' phase. (Dating black and silence from the last look without them,
   * as first, named a pause of 2.6 s Silent.)
   */
  readonly changedAt: number;
  readonly litAt: number;
  readonly soundAt: number;
  /** The last look saw a black picture; heard silence. */
  readonly sawBlack: boolean;
  readonly heardSilence: boolean;
  /** While in a fault: since when no fault was seen (the fault clears after tileLimits.clearMs). */
  readonly clearSince: number | undefined;
}

/** A tile whose state is an alarm: anything but Playing, Loading and Ended (red frame, counted, may sound). */
export const isAlarmState = (state: TileState): boolean =>
  state !== 'playing' && state !== 'loading' && state !== 'ended';

/** A new player: Loading until its first frame. */
export const startTileWatch = (at: number): TileWatch => ({
  state: 'loading',
  since: at,
  alarmSince: undefined,
  startedAt: at,
  lastSampleAt: at,
  lastMediaTime: 0,
  advancedAt: at,
  changedAt: at,
  litAt: at,
  soundAt: at,
  sawBlack: false,
  heardSilence: false,
  clearSince: undefined,
});

const playlistStallMs = (targetDuration: number | undefined): number =>
  Math.max(tileLimits.playlistStallMinMs, targetDuration === undefined ? 0 : targetDuration * 1500 + 1000);

/** The evidence clocks after a sample: each moves to `at` while its fault is absent, and stays from its first look. */
const evidence = (watch: TileWatch, sample: TileSample): TileWatch => {
  const { at, picture } = sample;
  // Without a shown frame, at a recording's end, or after a gap in the samples, nothing seen before counts.
  const fresh = !sample.firstFrame || sample.ended || at - watch.lastSampleAt > tileLimits.sampleGapMs;
  const advanced = Math.abs(sample.mediaTime - watch.lastMediaTime) > 0.001;
  const black = !fresh && picture?.black === true;
  const silent = !fresh && sample.audioPeakDb !== undefined && sample.audioPeakDb <= tileLimits.silenceDb;
  return {
    ...watch,
    lastSampleAt: at,
    lastMediaTime: sample.mediaTime,
    advancedAt: fresh || advanced ? at : watch.advancedAt,
    changedAt:
      fresh || picture?.change === undefined || picture.change > tileLimits.frozenChange ? at : watch.changedAt,
    litAt: black && watch.sawBlack ? watch.litAt : at,
    soundAt: silent && watch.heardSilence ? watch.soundAt : at,
    sawBlack: black,
    heardSilence: silent,
  };
};

/** The state the evidence shows now, with when its evidence began; the worst fault first. */
const observed = (watch: TileWatch, sample: TileSample): { state: TileState; since: number } => {
  const { at } = sample;
  if (sample.offlineSince !== undefined) return { state: 'offline', since: sample.offlineSince };
  if (!sample.firstFrame)
    return at - watch.startedAt >= tileLimits.loadingStallMs
      ? { state: 'stalled', since: watch.startedAt }
      : { state: 'loading', since: watch.startedAt };
  // Ended since the first sample that saw the end (the state keeps its start while it holds).
  if (sample.ended) return { state: 'ended', since: at };
  const grewAt = sample.playlistGrewAt ?? watch.startedAt;
  if (at - watch.advancedAt >= tileLimits.mediaStallMs) return { state: 'stalled', since: watch.advancedAt };
  if (sample.live && at - grewAt >= playlistStallMs(sample.targetDuration)) return { state: 'stalled', since: grewAt };
  if (at - watch.litAt >= tileLimits.blackMs) return { state: 'black', since: watch.litAt };
  if (at - watch.changedAt >= tileLimits.frozenMs) return { state: 'frozen', since: watch.changedAt };
  if (at - watch.soundAt >= tileLimits.silentMs) return { state: 'silent', since: watch.soundAt };
  return { state: 'playing', since: at };
};

/**
 * The tile after one more sample. A fault is named as soon as its evidence is long enough (tileLimits); a tile
 * leaves a fault for Playing after tileLimits.clearMs without one; one fault gives way to another at once, and the
 * alarm they make together keeps its start.
 */
export const watchTile = (previous: TileWatch, sample: TileSample): TileWatch => {
  const watch = evidence(previous, sample);
  const seen = observed(watch, sample);
  const { at } = sample;
  if (seen.state === watch.state) return { ...watch, clearSince: undefined };
  const clearing = isAlarmState(watch.state) && !isAlarmState(seen.state);
  if (clearing) {
    const clearSince = watch.clearSince ?? at;
    if (at - clearSince < tileLimits.clearMs) return { ...watch, clearSince };
    return { ...watch, state: seen.state, since: clearSince, alarmSince: undefined, clearSince: undefined };
  }
  const alarm = isAlarmState(seen.state);
  return {
    ...watch,
    state: seen.state,
    since: seen.since,
    alarmSince: alarm ? (watch.alarmSince ?? seen.since) : undefined,
    clearSince: undefined,
  };
};

/**
 * When the tile's state next changes if its looks keep seeing what they see now (ms): the earliest limit its
 * running evidence reaches — a fault named, a clearing complete — after `sample`; undefined when none is running. A
 * watch that looks only every half second looks then as well: a limit reached just after a look (a look a few ms
 * late, as on a busy page) would otherwise wait half a second for the next.
 */
export const nextTileChange = (watch: TileWatch, sample: TileSample): number | undefined => {
  const { at } = sample;
  if (sample.offlineSince !== undefined || sample.ended) return undefined;
  const limits = !sample.firstFrame
    ? [watch.startedAt + tileLimits.loadingStallMs]
    : [
        watch.advancedAt + tileLimits.mediaStallMs,
        sample.live ? (sample.playlistGrewAt ?? watch.startedAt) + playlistStallMs(sample.targetDuration) : Infinity,
        watch.litAt + tileLimits.blackMs,
        watch.changedAt + tileLimits.frozenMs,
        watch.soundAt + tileLimits.silentMs,
        watch.clearSince === undefined ? Infinity : watch.clearSince + tileLimits.clearMs,
      ];
  const next = Math.min(...limits.filter((limit) => limit > at));
  return Number.isFinite(next) ? next : undefined;
};

/** A player stalled this long while its stream is fine is loaded again (it will not recover by itself). */
export const stuckRestartMs = 10_000;

/**
 * Whether the tile's player is stuck rather than its stream: Stalled for stuckRestartMs with no first frame, or with
 * its media time standing while the live playlist still grows (a stream that stopped growing is waited for instead).
 */
export const playerStuck = (watch: TileWatch, sample: TileSample): boolean => {
  if (watch.state !== 'stalled' || sample.at - watch.since < stuckRestartMs) return false;
  if (!sample.firstFrame) return true;
  const growing =
    !sample.live ||
    (sample.playlistGrewAt !== undefined && sample.at - sample.playlistGrewAt < playlistStallMs(sample.targetDuration));
  return growing && sample.at - watch.advancedAt >= stuckRestartMs;
};
