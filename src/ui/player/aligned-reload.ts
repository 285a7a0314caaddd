import type {
  Loader,
  LoaderCallbacks,
  LoaderConfiguration,
  PlaylistLoaderConstructor,
  PlaylistLoaderContext,
} from 'hls.js';
import type { HlsConstructor } from './load-hls';

// Live playlist reloads in step with the segments (issue 31 §3). hls.js reloads a live playlist one target duration
// after the previous load began, at whatever phase its first load happened: a tile may ask just before a segment is
// listed and see it only a whole target duration (2 s) later. Tiles then get each segment between 0 and 2 s after it
// was made, and a tile held close to live runs out of media and stalls. The playlists carry program date-times, so a
// wall player knows when the next segment is due: a reload hls.js asks for before then waits until just after it.

/** How long after a segment's end on the playlist's timeline a reload goes (the server lists it at its end). */
export const reloadMarginMs = 150;

const dateTimePattern = /#EXT-X-PROGRAM-DATE-TIME:(\S+)/;
const durationPattern = /#EXTINF:([\d.]+)/g;

/**
 * When the segment after the last one listed ends (unix ms on the playlist's timeline): the program date-time of
 * the first segment plus every listed duration, plus the last duration again. Undefined without a date-time.
 */
export const nextSegmentDueMs = (playlist: string): number | undefined => {
  const first = dateTimePattern.exec(playlist)?.[1];
  const startMs = first === undefined ? NaN : Date.parse(first);
  if (!Number.isFinite(startMs)) return undefined;
  let endMs = startMs;
  let lastMs = 0;
  for (const [, seconds] of playlist.matchAll(durationPattern)) {
    lastMs = Number(seconds) * 1000;
    endMs += lastMs;
  }
  return lastMs > 0 ? endMs + lastMs : undefined;
};

/**
 * How long a reload asked for at `nowMs` waits: until `reloadMarginMs` after the next segment is due, never more than
 * `longestMs` (a clock behind the server's must not hold a tile's reloads back further than hls.js's own interval),
 * and not at all once it is due (a stalled playlist is then polled as hls.js polls it).
 */
export const reloadDelayMs = (dueMs: number | undefined, nowMs: number, longestMs: number): number =>
  dueMs === undefined ? 0 : Math.min(longestMs, Math.max(0, dueMs + reloadMarginMs - nowMs));

/**
 * hls.js's own loader class for one player's playlists (`pLoader`), whose reloads of a live playlist wait for the
 * next segment (reloadDelayMs). One class per player: it remembers that player's last playlist.
 */
export const alignedPlaylistLoader = (Hls: HlsConstructor, now: () => number = Date.now): PlaylistLoaderConstructor => {
  // hls.js's default loader loads every kind of request; its type says so with the widest context, and hls.js hands
  // a playlist loader playlist contexts only.
  const Base = Hls.DefaultConfig.loader as unknown as PlaylistLoaderConstructor;
  let dueMs: number | undefined;
  let longestMs = 0;
  class AlignedLoader extends Base implements Loader<PlaylistLoaderContext> {
    private wait: ReturnType<typeof setTimeout> | undefined;

    override load(
      context: PlaylistLoaderContext,
      config: LoaderConfiguration,
      callbacks: LoaderCallbacks<PlaylistLoaderContext>,
    ): void {
      const remember: LoaderCallbacks<PlaylistLoaderContext> = {
        ...callbacks,
        onSuccess: (response, stats, loaded, details) => {
          if (typeof response.data === 'string') {
            dueMs = nextSegmentDueMs(response.data);
            const target = /#EXT-X-TARGETDURATION:(\d+)/.exec(response.data)?.[1];
            longestMs = target === undefined ? 0 : Number(target) * 1000;
          }
          callbacks.onSuccess(response, stats, loaded, details);
        },
      };
      const delay = reloadDelayMs(dueMs, now(), longestMs);
      if (delay === 0) return super.load(context, config, remember);
      // hls.js takes a loader with a context as a request under way (it does not start a second one meanwhile).
      this.context = context;
      this.wait = setTimeout(() => {
        this.wait = undefined;
        super.load(context, config, remember);
      }, delay);
    }

    override abort(): void {
      clearTimeout(this.wait);
      super.abort();
    }

    override destroy(): void {
      clearTimeout(this.wait);
      super.destroy();
    }
  }
  return AlignedLoader;
};
