import { useEffect, useRef, useState } from 'react';
import { holdLiveDistance, wallLiveConfig } from './live-sync';
import { loadHls } from './load-hls';
import { playerBufferSeconds, quietVolume } from './player-handle';

/** 'recovering': a stalled or failed stream the player is bringing back by itself (monitor walls, spec 2 §2). */
export type VideoStatus = 'loading' | 'playing' | 'recovering' | 'failed';

export interface HlsVideoOptions {
  readonly quiet: boolean;
  readonly autoPlay: boolean;
  /** A new value loads the playlist again (Alt+R). */
  readonly reloadKey: number;
  /** Where a load starts, seconds on the playlist (a /cloudrec/event link's in point); the start otherwise. */
  readonly startAt?: number;
  /**
   * Never give up (a wall left open for hours): fatal hls.js errors are recovered in place (media errors by
   * recoverMediaError, network errors by loading again, with hls.js's own back-off between attempts), and a
   * stall shows 'recovering' until frames move again.
   */
  readonly recover?: boolean;
}

// A wall's player retries with back-off up to 8 s between attempts instead of failing after one retry.
const patientRetry = { maxNumRetry: 8, retryDelayMs: 1000, maxRetryDelayMs: 8000, backoff: 'exponential' as const };
const patientPolicy = {
  default: {
    maxTimeToFirstByteMs: 10_000,
    maxLoadTimeMs: 20_000,
    timeoutRetry: patientRetry,
    errorRetry: patientRetry,
  },
};
const patientConfig = {
  manifestLoadPolicy: patientPolicy,
  playlistLoadPolicy: patientPolicy,
  fragLoadPolicy: patientPolicy,
};

// Browsers refuse to start sound without a gesture; a muted start is always allowed, so a refused play is
// retried muted rather than left as a black frame.
const startPlaying = (video: HTMLVideoElement): void => {
  video.play().catch(() => {
    video.muted = true;
    video.play().catch(() => undefined);
  });
};

/**
 * Attaches an HLS playlist to a video element: hls.js where Media Source Extensions exist (it is loaded on
 * first use), the browser's own HLS otherwise (Safari). Everything it starts is torn down with the effect.
 */
export const useHlsVideo = (
  video: HTMLVideoElement | null,
  url: string | undefined,
  options: HlsVideoOptions,
): VideoStatus => {
  const [status, setStatus] = useState<VideoStatus>('loading');
  const { quiet, autoPlay, reloadKey, recover = false } = options;
  // Read when a load begins: a start that arrives later applies to the next load, and does not reload.
  const startAt = useRef(options.startAt);
  startAt.current = options.startAt;
  useEffect(() => {
    if (!video || !url) return undefined;
    let disposed = false;
    let destroy: (() => void) | undefined;
    setStatus('loading');
    if (quiet) video.volume = quietVolume;
    const onPlaying = (): void => setStatus('playing');
    const onError = (): void => setStatus('failed');
    const start = startAt.current;
    video.addEventListener('playing', onPlaying);
    // hls.js may report a stall the element never shows as 'waiting'; frames moving again end the recovery.
    if (recover) video.addEventListener('timeupdate', onPlaying);
    loadHls()
      .then((Hls) => {
        if (disposed) return;
        if (!Hls.isSupported()) {
          if (video.canPlayType('application/vnd.apple.mpegurl') === '') return setStatus('failed');
          video.addEventListener('error', onError);
          if (start !== undefined)
            video.addEventListener('loadedmetadata', () => void (video.currentTime = start), { once: true });
          video.src = url;
          if (autoPlay) startPlaying(video);
          destroy = () => {
            video.removeEventListener('error', onError);
            video.removeAttribute('src');
            video.load();
          };
          return undefined;
        }
        const hls = new Hls({
          maxBufferLength: playerBufferSeconds,
          maxMaxBufferLength: playerBufferSeconds * 2,
          backBufferLength: 30,
          ...(start === undefined ? {} : { startPosition: start }),
          ...(recover ? { ...patientConfig, ...wallLiveConfig } : {}),
        });
        const manifestErrors = new Set<string>([
          Hls.ErrorDetails.MANIFEST_LOAD_ERROR,
          Hls.ErrorDetails.MANIFEST_LOAD_TIMEOUT,
          Hls.ErrorDetails.MANIFEST_PARSING_ERROR,
        ]);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!recover) {
            if (data.fatal) setStatus('failed');
            return;
          }
          if (data.details === Hls.ErrorDetails.BUFFER_STALLED_ERROR) setStatus('recovering');
          if (!data.fatal) return;
          setStatus('recovering');
          if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
            // A playlist that never loaded is asked for again; a segment or level failure resumes loading.
            if (manifestErrors.has(data.details)) hls.loadSource(url);
            else hls.startLoad();
          } else hls.recoverMediaError();
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          if (autoPlay) startPlaying(video);
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        // A wall's tiles hold one distance behind live, so they stay in step (live-sync.ts).
        const stopSync = recover ? holdLiveDistance(hls, video) : undefined;
        destroy = () => {
          stopSync?.();
          hls.destroy();
        };
        return undefined;
      })
      .catch(() => {
        if (!disposed) setStatus('failed');
      });
    return () => {
      disposed = true;
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onPlaying);
      destroy?.();
    };
  }, [video, url, quiet, autoPlay, reloadKey, recover]);
  return status;
};
