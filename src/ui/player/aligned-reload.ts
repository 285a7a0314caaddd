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
// wall player knows when the next segment is due: its reloads are brought to just after each due moment.

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

/** A reload this little after the segment is due counts as in step (timers run late under load). */
export const inStepMs = 250;

/**
 * How long a reload asked for at `nowMs` waits: until `reloadMarginMs` after the next segment is due. hls.js asks
 * again one target duration (`periodMs`) after each load, so a player whose asking fell late stays late by the same
 * amount at every reload: a reload asked for more than `inStepMs` after the due moment waits for the segment after,
 * once; hls.js's next reloads, one period apart, then come before each due moment and wait for it. Never longer
 * than `periodMs`, and not at all without a due moment.
 */
export const reloadDelayMs = (dueMs: number | undefined, nowMs: number, periodMs: number): number => {
  if (dueMs === undefined || !(periodMs > 0)) return 0;
  const wait = dueMs + reloadMarginMs - nowMs;
  if (wait >= 0) return Math.min(periodMs, wait);
  const late = -wait;
  return late <= inStepMs ? 0 : periodMs - (late % periodMs);
};

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
      // A failed load (a playlist gone, a timeout) is retried at once: no due moment until a playlist answers again.
      const forget = (): void => void (dueMs = undefined);
      const remember: LoaderCallbacks<PlaylistLoaderContext> = {
        ...callbacks,
        onError: (...args) => {
          forget();
          callbacks.onError(...args);
        },
        onTimeout: (...args) => {
          forget();
          callbacks.onTimeout(...args);
        },
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
