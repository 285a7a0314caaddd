import { retryDelayMs } from '../../application/monitoring';
import { alignedPlaylistLoader } from './aligned-reload';
import { holdLiveDistance, wallLiveConfig } from './live-sync';
import type { HlsConstructor } from './load-hls';
import type { PlayerFacts } from './player-facts';
import { playerBufferSeconds } from './player-handle';

type Hls = InstanceType<HlsConstructor>;

// hls.js gives up quickly on a playlist (a 404 is never retried by hls.js itself), and the wall's own back-off
// takes over (retryDelayMs): never giving up is the wall's business, not each loader's.
const briefRetry = { maxNumRetry: 2, retryDelayMs: 500, maxRetryDelayMs: 1000, backoff: 'linear' as const };
const briefPolicy = {
  default: { maxTimeToFirstByteMs: 5000, maxLoadTimeMs: 10_000, timeoutRetry: briefRetry, errorRetry: briefRetry },
};

export interface PatientCallbacks {
  readonly onStatus: (status: 'loading' | 'playing' | 'recovering') => void;
  /** The stream is about to go: the last picture may be kept (the element is emptied next). */
  readonly onLost: () => void;
  readonly autoPlay: (video: HTMLVideoElement) => void;
}

const mediaRecoveryWindowMs = 10_000;
const bitrateOf = (bytes: number, seconds: number): number | undefined =>
  seconds > 0 && bytes > 0 ? Math.round((bytes * 8) / seconds) : undefined;

/**
 * A wall tile's player that never gives up (issue 31 §1): a fatal hls.js error (a playlist gone, the network down, a
 * media error that recoverMediaError did not cure) empties the player and loads the stream again after 1, 2, 4 …
 * seconds (retryDelayMs), for as long as the tile is on the wall; `facts` says what it is doing. Returns its teardown.
 */
export const attachPatiently = (
  Hls: HlsConstructor,
  video: HTMLVideoElement,
  url: string,
  facts: PlayerFacts,
  callbacks: PatientCallbacks,
): (() => void) => {
  let hls: Hls | undefined;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let mediaRecoveredAt = -Infinity;
  // The tile holds the wall's distance behind live (live-sync.ts), for as long as each player lives.
  let stopSync: (() => void) | undefined;

  const attach = (): void => {
    const player = new Hls({
      maxBufferLength: playerBufferSeconds,
      maxMaxBufferLength: playerBufferSeconds * 2,
      backBufferLength: 30,
      manifestLoadPolicy: briefPolicy,
      playlistLoadPolicy: briefPolicy,
      fragLoadPolicy: briefPolicy,
      // Reloads of the live playlist as each segment is made, not up to a target duration later (aligned-reload.ts).
      pLoader: alignedPlaylistLoader(Hls),
      ...wallLiveConfig,
    });
    hls = player;
    stopSync = holdLiveDistance(player, video);
    player.on(Hls.Events.MANIFEST_PARSED, () => callbacks.autoPlay(video));
    player.on(Hls.Events.LEVEL_LOADED, (_event, { details }) => {
      facts.live = details.live;
      facts.targetDuration = details.targetduration;
      // Kept across attempts: a player loaded again onto a playlist that has not grown has seen nothing new. A
      // different last segment (a restarted server counts again) is new.
      if (details.endSN !== facts.lastSegment) {
        facts.lastSegment = details.endSN;
        facts.playlistGrewAt = Date.now();
      }
    });
    player.on(Hls.Events.FRAG_LOADED, (_event, { frag }) => {
      facts.bitrate = bitrateOf(frag.stats.total, frag.duration) ?? facts.bitrate;
    });
    player.on(Hls.Events.ERROR, (_event, data) => {
      if (data.details === Hls.ErrorDetails.BUFFER_STALLED_ERROR) callbacks.onStatus('recovering');
      if (!data.fatal) return;
      const now = Date.now();
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR && now - mediaRecoveredAt > mediaRecoveryWindowMs) {
        mediaRecoveredAt = now;
        // A new MediaSource on the same player: the element's media time starts afresh too.
        noteReload(`${data.details}, recovered`);
        player.recoverMediaError();
        return;
      }
      lose(data.details);
    });
    player.loadSource(url);
    player.attachMedia(video);
  };

  const detach = (): void => {
    callbacks.onLost();
    facts.showingStill = true;
    stopSync?.();
    hls?.destroy();
    hls = undefined;
  };

  // Why the player was last loaded again, on the element (the bench and an engineer's devtools read it): a reload
  // restarts the element's media time, and a tile that reloads often is a fault of its own.
  const noteReload = (reason: string): void => {
    video.dataset.playerReloads = String(Number(video.dataset.playerReloads ?? 0) + 1);
    video.dataset.playerReloadReason = reason;
  };

  const lose = (reason: string): void => {
    noteReload(reason);
    const now = Date.now();
    facts.offlineSince ??= now;
    detach();
    const delay = retryDelayMs(attempt, now - facts.offlineSince);
    attempt += 1;
    facts.retryAt = now + delay;
    callbacks.onStatus('recovering');
    clearTimeout(retry);
    retry = setTimeout(() => {
      facts.retryAt = undefined;
      attach();
    }, delay);
  };

  const onPlaying = (): void => {
    facts.firstFrame = true;
    facts.offlineSince = undefined;
    facts.showingStill = false;
    attempt = 0;
    callbacks.onStatus('playing');
  };

  facts.behindLive = () => {
    const date = hls?.playingDate;
    if (date) return Math.max(0, (Date.now() - date.getTime()) / 1000);
    return hls && facts.live ? hls.latency : undefined;
  };
  facts.restart = () => {
    if (retry !== undefined && facts.retryAt !== undefined) return;
    noteReload('stuck');
    detach();
    attach();
  };
  video.addEventListener('playing', onPlaying);
  attach();
  return () => {
    clearTimeout(retry);
    video.removeEventListener('playing', onPlaying);
    facts.behindLive = () => undefined;
    facts.restart = () => undefined;
    delete video.dataset.playerReloads;
    delete video.dataset.playerReloadReason;
    stopSync?.();
    hls?.destroy();
    hls = undefined;
  };
};
