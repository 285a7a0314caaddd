// The words a tile shows (issue 31 §1): its state and the time since it began, and the players' retry back-off.
import type { TileState } from './tile-state';

export const tileStateNames: Readonly<Record<TileState, string>> = {
  playing: 'Playing',
  loading: 'Loading',
  ended: 'Ended',
  stalled: 'Stalled',
  frozen: 'Frozen',
  black: 'Black',
  silent: 'Silent',
  offline: 'Offline',
};

/** A span of time as a tile says it: '12 s', '4 min 5 s', '2 h 10 min'. */
export const tileDurationText = (ms: number): string => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
};

/**
 * 'Frozen · 12 s'; an offline tile adds its next attempt ('Offline · 40 s · retrying in 8 s', or '· retrying now'
 * while the attempt runs).
 */
export const tileStateLabel = (state: TileState, since: number, now: number, retryAt?: number): string => {
  const base = `${tileStateNames[state]} · ${tileDurationText(now - since)}`;
  if (state !== 'offline' || retryAt === undefined) return base;
  const wait = Math.ceil((retryAt - now) / 1000);
  return wait > 0 ? `${base} · retrying in ${wait} s` : `${base} · retrying now`;
};

/** The longest wait between two attempts of a player that lost its stream. */
export const maxRetryDelayMs = 30_000;
/** While an outage is younger than this, attempts stay at most `shortRetryDelayMs` apart. */
export const shortOutageMs = 60_000;
export const shortRetryDelayMs = 2000;

/**
 * How long a player waits before attempt `attempt` (0 the first) to load a lost stream again: 1 s, then every 2 s
 * for the outage's first minute, then doubling to at most 30 s — for as long as the tile is on the wall. A stream
 * back within a minute is Playing again within 5 s of its return: at most 2 s to the next attempt, its load (about a
 * second), and the clearing's 1 s (tileLimits.clearMs). Every 4 s, as before, was up to 6 s.
 */
export const retryDelayMs = (attempt: number, outageMs: number): number => {
  const doubling = Math.min(maxRetryDelayMs, 1000 * 2 ** Math.max(0, attempt));
  return outageMs < shortOutageMs ? Math.min(shortRetryDelayMs, doubling) : doubling;
};
