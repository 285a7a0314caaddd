import type HlsClass from 'hls.js';

/** The hls.js constructor with its static helpers (isSupported, Events, ErrorTypes). */
export type HlsConstructor = typeof HlsClass;

let loading: Promise<HlsConstructor> | undefined;

/**
 * hls.js is ~110 KB gzip even in its light build (no subtitles, alternate audio or DRM, none of which the
 * console plays), so it is fetched as its own chunk the first time a player mounts, never with the first
 * bundle (docs/performance.md). The light build ships no typings: it has the full build's API minus those parts.
 */
export const loadHls = (): Promise<HlsConstructor> => {
  loading ??= import(/* webpackChunkName: "hls" */ 'hls.js/light')
    .then((module: unknown) => (module as { default: HlsConstructor }).default)
    .catch((error: unknown) => {
      // A failed chunk load (network) may succeed on the next player: do not cache the failure.
      loading = undefined;
      throw error;
    });
  return loading;
};
