import { useEffect, useRef, useState } from 'react';
import { loadHls } from './load-hls';
import { attachPatiently } from './patient-hls';
import type { PlayerFacts } from './player-facts';
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
   * Never give up (a wall left open for hours, issue 31 §1): `facts` is the wall player's (patient-hls.ts), which
   * loads a lost stream again with a back-off for as long as the tile is on the wall, and `onLost` is told before
   * the player is emptied (the tile keeps the last picture).
   */
  readonly recover?: { readonly facts: PlayerFacts; readonly onLost: () => void };
}

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
  const { quiet, autoPlay, reloadKey, recover } = options;
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
        if (recover && Hls.isSupported()) {
          destroy = attachPatiently(Hls, video, url, recover.facts, {
            onStatus: setStatus,
            onLost: recover.onLost,
            autoPlay: (element) => {
              if (autoPlay) startPlaying(element);
            },
          });
          return undefined;
        }
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
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setStatus('failed');
        });
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          if (autoPlay) startPlaying(video);
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        destroy = () => hls.destroy();
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
