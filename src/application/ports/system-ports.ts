import type { Observable } from 'rxjs';

/** The client clock, and the one shared tick stream views use instead of their own timers. */
export interface ClockPort {
  now(): number;
  /** Emits `now()` once a second while subscribed. */
  readonly seconds$: Observable<number>;
}
export const ClockPort = Symbol('ClockPort');

/** New correlation ids; ids are made here, never in the domain. */
export interface IdPort {
  newId(): string;
}
export const IdPort = Symbol('IdPort');

/** Moving around the single-page app, and leaving it. */
export interface NavigationPort {
  navigate(path: string, options?: { replace?: boolean }): void;
  reload(): void;
  /** False where a reload would lose what the page shows (replay mode, whose recording is only in memory). */
  readonly canReload: boolean;
  /** Current path with query, e.g. `/dashboard?tab=clips`. */
  current(): string;
}
export const NavigationPort = Symbol('NavigationPort');

/** Runtime settings read at start from the server's config.json. */
export interface RuntimeConfig {
  readonly apiBase: string;
  readonly socketUrl: string;
  readonly maintenanceUrl: string;
  readonly latestVersionUrl: string;
  /** Origin of the WHEP endpoint of the productions viewer (docs/protocol/webrtc.md); absent: page host, port 8889. */
  readonly webrtcUrl?: string;
  /** The largest upload the server takes, bytes (its own limit, sent in config.json); absent: not said. */
  readonly uploadLimitBytes?: number;
}
export const RuntimeConfig = Symbol('RuntimeConfig');

/**
 * The signed-in part of the console: the live protocol and every feature's services (the screens' queries and
 * commands). It is loaded on demand, so the login route carries none of it (docs/performance.md); routes
 * that render screens await `load()`, which resolves once its bindings are in the container. Loads once.
 */
export interface FeatureLoader {
  load(): Promise<void>;
}
export const FeatureLoader = Symbol('FeatureLoader');
