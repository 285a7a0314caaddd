import { useEffect, useRef, useState } from 'react';
import { loadHls } from './load-hls';
import { playerBufferSeconds, quietVolume } from './player-handle';

export type VideoStatus = 'loading' | 'playing' | 'failed';

export interface HlsVideoOptions {
  readonly quiet: boolean;
  readonly autoPlay: boolean;
  /** A new value loads the playlist again (Alt+R). */
  readonly reloadKey: number;
  /** Where a load starts, seconds on the playlist (a /cloudrec/event link's in point); the start otherwise. */
  readonly startAt?: number;
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
  const { quiet, autoPlay, reloadKey } = options;
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
      destroy?.();
    };
  }, [video, url, quiet, autoPlay, reloadKey]);
  return status;
};
