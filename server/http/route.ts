import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Actor } from '../auth/actor';
import type { SessionIdentity } from '../auth/actor-directory';
import { tokenFromAuthorization } from '../auth/tokens';
import type { HlsRequestHandler } from '../media';
import type { Services } from '../services';

/** The console bundle and the video the server serves. */
export interface SiteOptions {
  readonly distDir: string;
  /** Live and recording playlists and their segments (server/media). */
  readonly hls: HlsRequestHandler;
  /** The WHEP endpoint's port, for config.json's webrtcUrl (docs/protocol/webrtc.md). */
  readonly webrtcPort?: number;
}

export interface RouteContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly services: Services;
  readonly site: SiteOptions;
  /** The peer address of the TCP connection (no proxy headers are trusted). */
  readonly address: string;
  /** The caller's session: set, and let through by the route's rule, on every route the declaration gives a rule. */
  readonly session?: Authenticated;
}

export interface Route {
  readonly method: 'GET' | 'POST';
  /** A path template: `/api/v1/content_list/{id}`; `{name}` matches one segment. */
  readonly path: string;
  /** Whether browsers on other origins may call it (the API, readiness pages, maintenance.json). */
  readonly cors?: boolean;
  handle(context: RouteContext): Promise<void>;
}

export interface Authenticated {
  readonly identity: SessionIdentity;
  readonly actor: Actor;
}

/**
 * The session of a route declared `session` in src/domain/surface-rights/http-rights.ts: the server checked it before
 * the handler ran, so a missing one is a route declared public that reads a session.
 */
export const sessionOf = (context: RouteContext): Authenticated => {
  if (!context.session) throw new Error(`${context.url.pathname} reads a session but is declared public`);
  return context.session;
};

/** The session and actor behind the Authorization header, if it carries a valid token. */
export const authenticate = async (context: RouteContext): Promise<Authenticated | undefined> => {
  const token = tokenFromAuthorization(context.request.headers.authorization);
  const identity = await context.services.actors.authenticate(token);
  const actor = identity && (await context.services.actors.resolve(identity));
  return identity && actor ? { identity, actor } : undefined;
};
