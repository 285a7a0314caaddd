import { createHlsLibrary, HlsMediaError, type HlsLibrary } from './hls-library';
import { routeHlsPath } from './hls-paths';
import { noDrills, runningDrill, type ChannelDrills } from './media-drill';

export const playlistContentType = 'application/vnd.apple.mpegurl';
export const segmentContentType = 'video/mp2t';
const textContentType = 'text/plain; charset=utf-8';

/** What the HTTP layer sends: a playlist text, segment bytes, or a plain-text failure; `body` is the whole answer. */
export type HlsResponse =
  | { readonly status: 200; readonly contentType: typeof playlistContentType; readonly cacheControl: string; readonly body: string }
  | { readonly status: 200; readonly contentType: typeof segmentContentType; readonly cacheControl: string; readonly body: Uint8Array }
  | { readonly status: 400 | 404 | 503; readonly contentType: typeof textContentType; readonly cacheControl: string; readonly body: string };

/**
 * `url`: the request target (`/hls/…?…`) or a parsed URL; `nowMs`: the server clock (unix ms); `drills`: the
 * fault drills by channel (media-drill.ts), an input like the clock.
 */
export type HlsRequestHandler = (url: string | URL, nowMs: number, drills?: ChannelDrills) => HlsResponse;

// Playlists move with the clock; a segment's bytes never change under one URL within a release.
const playlistCache = 'no-cache';
const segmentCache = 'public, max-age=3600';
const failure = (status: 400 | 404 | 503, body: string): HlsResponse => ({ status, contentType: textContentType, cacheControl: 'no-store', body });
const notFound = failure(404, 'Not found');

// Unix seconds, plain decimal notation; the upper bound keeps every date printable (year 5138).
const secondsPattern = /^\d{1,11}(\.\d{1,3})?$/;

const secondsParameter = (query: URLSearchParams, name: string): number | string => {
  const value = query.get(name);
  if (value === null) return `query parameter ${name} (unix seconds) is required`;
  return secondsPattern.test(value) ? Number(value) : `query parameter ${name} must be unix seconds, got ${JSON.stringify(value.slice(0, 40))}`;
};

const playlist = (body: string): HlsResponse => ({ status: 200, contentType: playlistContentType, cacheControl: playlistCache, body });
const segment = (body: Uint8Array | undefined): HlsResponse => (body ? { status: 200, contentType: segmentContentType, cacheControl: segmentCache, body } : notFound);

export const createHlsRequestHandler = (library: HlsLibrary): HlsRequestHandler => (url, nowMs, drills = noDrills) => {
  const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const route = routeHlsPath(parsed.pathname);
  switch (route.kind) {
    case 'live': {
      const channelDrills = drills(route.channelKey);
      // An offline drill: the playlist is gone, as when a stream stops being published.
      if (runningDrill(channelDrills, 'offline', nowMs)) return notFound;
      return playlist(library.livePlaylist(route.channelKey, nowMs, channelDrills));
    }
    case 'recording': {
      const start = secondsParameter(parsed.searchParams, 'start');
      const end = secondsParameter(parsed.searchParams, 'end');
      if (typeof start === 'string') return failure(400, start);
      if (typeof end === 'string') return failure(400, end);
      if (end <= start) return failure(400, 'end must be after start');
      return playlist(library.recordingPlaylist(start, end, nowMs));
    }
    case 'segment':
      return segment(library.shippedSegment(route.name));
    case 'loop':
      return segment(library.loopSegment(route.sequence));
    case 'fault':
      return segment(library.faultSegment(route.fault, route.sequence));
    case 'unknown':
      return notFound;
  }
};

export interface HlsMedia {
  readonly handleHlsRequest: HlsRequestHandler;
  /** Set when the segments could not be loaded: log it at start; every /hls request then answers 503. */
  readonly problem?: string;
}

/** Never throws: a missing or broken segments folder degrades to 503s with the reason, the rest of the server runs. */
export const openHlsMedia = (folder?: string): HlsMedia => {
  try {
    return { handleHlsRequest: createHlsRequestHandler(createHlsLibrary(folder)) };
  } catch (error) {
    if (!(error instanceof HlsMediaError)) throw error;
    const unavailable = failure(503, `Video is unavailable: ${error.message}`);
    return { handleHlsRequest: () => unavailable, problem: error.message };
  }
};
