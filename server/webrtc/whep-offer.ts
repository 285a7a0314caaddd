import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Actor } from '../auth/actor';
import { offerProblem } from './sdp-limits';
import { iceServerLinks, readSdp, send } from './whep-http';
import type { WhepServerOptions } from './whep-server-options';
import type { WhepSessions } from './whep-sessions';

/** Answers 429 when the account's viewers are all open, 503 when the server's are; true when it answered. */
const refusedOverLimits = (sessions: WhepSessions, actor: Actor, response: ServerResponse): boolean => {
  if (sessions.accountFull(actor.accountId))
    send(response, 429, 'too many viewers open for your account: close one to open another', { 'retry-after': '2' });
  else if (sessions.full) send(response, 503, 'too many viewers', { 'retry-after': '2' });
  else return false;
  return true;
};

/**
 * POST /{stream}/whep (docs/protocol/webrtc.md "The exchange"). The checks run cheapest first, those in memory
 * before the database's (the roles): a flood of offers is refused on the event loop the sockets share at the least
 * cost. 415 not SDP, 429 the account's viewers are all open, 503 the server's are, 413 too large, 400 an offer
 * beyond the limits (sdp-limits.ts), 404 no such stream, 403 not the caller's to watch; then werift's 400 for an
 * offer it cannot answer.
 */
export const postOffer = async (
  options: WhepServerOptions,
  actor: Actor,
  stream: string,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> => {
  if (!/^application\/sdp\b/i.test(request.headers['content-type'] ?? ''))
    return send(response, 415, 'expected application/sdp');
  const { sessions } = options;
  if (refusedOverLimits(sessions, actor, response)) return;
  const offer = await readSdp(request, response);
  if (offer === undefined) return;
  const problem = offerProblem(offer);
  if (problem) return send(response, 400, problem);
  const access = await options.access(actor, stream);
  if (access === 'not_found') return send(response, 404, 'stream not found');
  if (access === 'forbidden') return send(response, 403, 'your production roles do not let you watch this output');
  // While the body was read and the roles looked up, other offers of this account may have opened.
  if (refusedOverLimits(sessions, actor, response)) return;
  const opened = await sessions
    .open(stream, offer, { accountId: actor.accountId, sessionId: actor.sessionId })
    .catch((error: unknown) => {
      send(response, 400, `cannot answer the offer: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });
  if (!opened) return;
  const links = iceServerLinks(options.iceServers);
  return send(response, 201, opened.answer, {
    'content-type': 'application/sdp',
    location: `/${stream}/whep/${opened.id}`,
    etag: `"${opened.id}"`,
    'accept-patch': 'application/trickle-ice-sdpfrag',
    ...(links.length > 0 ? { link: links.join(', ') } : {}),
  });
};
