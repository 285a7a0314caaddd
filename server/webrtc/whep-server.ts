import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Actor } from '../auth/actor';
import type { RateLimiter } from '../auth/rate-limiter';
import { fragmentProblem } from './sdp-limits';
import { iceServerLinks, readSdp, send } from './whep-http';
import { postOffer } from './whep-offer';
import type { WhepServerOptions } from './whep-server-options';

export { iceServerLinks } from './whep-http';
export type { WhepServerOptions } from './whep-server-options';

/**
 * An account whose offers keep being refused (a flood, a scan for streams) is told to wait before its next body is
 * read: each refused POST still costs the shared event loop a request, a lookup and a body (issue 28). A viewer
 * that retries every 2 s never comes near the limit; 503 is the server's state, not the caller's doing.
 */
const limitRefusals = async (
  refusals: RateLimiter,
  actor: Actor,
  response: ServerResponse,
  post: () => Promise<void>,
): Promise<void> => {
  const key = String(actor.accountId);
  const wait = Math.ceil(refusals.retryAfter(key, Date.now()) / 1000);
  if (wait > 0)
    return send(response, 429, `too many refused offers from your account: try again in ${wait} s`, {
      'retry-after': String(wait),
      // The body is not read: the connection cannot carry another request.
      connection: 'close',
    });
  await post();
  if (response.statusCode >= 400 && response.statusCode < 500) refusals.fail(key, Date.now());
};

const pathPattern = /^\/([\w.-]{1,200})\/whep(?:\/([0-9a-f-]{36}))?$/;

/**
 * The WHEP endpoint (RFC 9725) the productions viewer plays from (spec 3 §7): `/{webrtc_name}/whep` takes
 * OPTIONS (ICE servers as Link headers) and POST (an SDP offer, answered 201 with the answer and a Location);
 * the Location takes PATCH (trickled candidates, 204) and DELETE (ends the session, 200). docs/protocol/webrtc.md.
 */
export const createWhepServer = (options: WhepServerOptions): Server =>
  createServer((request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      options.log.error('WHEP request failed', error);
      if (!response.headersSent) send(response, 500, 'internal error');
      else response.destroy();
    });
  });

const handle = async (options: WhepServerOptions, request: IncomingMessage, response: ServerResponse) => {
  const match = pathPattern.exec(new URL(request.url ?? '/', 'http://whep').pathname);
  if (!match) return send(response, 404, 'not found');
  const [, stream = '', sessionId] = match;
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') {
    const links = sessionId === undefined ? iceServerLinks(options.iceServers) : [];
    return send(response, 204, '', links.length > 0 ? { link: links.join(', ') } : {});
  }
  const actor = await options.identify(request.headers.authorization);
  if (!actor) return send(response, 401, 'a session token is required', { 'www-authenticate': 'Bearer realm="whep"' });
  if (sessionId === undefined) {
    if (method !== 'POST') return send(response, 405, 'method not allowed', { allow: 'OPTIONS, POST' });
    return limitRefusals(options.refusals, actor, response, () => postOffer(options, actor, stream, request, response));
  }
  // Another account's session is answered as if it did not exist: its id is not confirmed to anyone else.
  if (!options.sessions.ownedBy(sessionId, actor.accountId)) return send(response, 404, 'no such session');
  if (method === 'DELETE') return send(response, options.sessions.close(sessionId) ? 200 : 404);
  if (method !== 'PATCH') return send(response, 405, 'method not allowed', { allow: 'PATCH, DELETE' });
  const fragment = await readSdp(request, response);
  if (fragment === undefined) return;
  const problem = fragmentProblem(fragment);
  if (problem) return send(response, 400, problem);
  return send(response, (await options.sessions.addCandidates(sessionId, fragment)) ? 204 : 404);
};
