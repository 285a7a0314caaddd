import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { RTCIceServer } from 'werift';
import { BodyTooLarge, readBody } from '../http/body';
import { baseHeaders } from '../http/respond';
import type { Logger } from '../services';
import type { WhepSessions } from './whep-sessions';

/** An SDP offer or candidate fragment is a few kilobytes; anything past this is not one. */
const maxSdpBytes = 64 * 1024;

const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'OPTIONS, POST, PATCH, DELETE',
  'access-control-allow-headers': 'authorization, content-type, if-match',
  'access-control-expose-headers': 'location, link, etag, accept-patch',
  'access-control-max-age': '600',
};

export interface WhepServerOptions {
  readonly sessions: WhepSessions;
  /** Whether a stream (a channel's webrtc_name) exists. */
  readonly streamExists: (stream: string) => Promise<boolean>;
  readonly iceServers: readonly RTCIceServer[];
  readonly log: Logger;
  /**
   * Whether a request's Authorization header names a live console session. POST, PATCH and DELETE need one
   * (docs/protocol/webrtc.md "Who may watch"); OPTIONS stays open, as the browser's CORS preflight sends none.
   */
  readonly authorize?: (authorization: string | undefined) => Promise<boolean>;
}

const send = (response: ServerResponse, status: number, text = '', headers: Record<string, string> = {}): void => {
  response.writeHead(status, {
    ...baseHeaders,
    ...corsHeaders,
    'cache-control': 'no-store',
    ...(text ? { 'content-type': 'text/plain; charset=utf-8' } : {}),
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  response.end(text);
};

/** RFC 9725 §4.4: one Link header per ICE server, `rel="ice-server"`, with its credentials as attributes. */
export const iceServerLinks = (servers: readonly RTCIceServer[]): string[] =>
  servers.map((server) => {
    const credentials =
      server.username !== undefined
        ? `; username="${server.username}"; credential="${server.credential ?? ''}"; credential-type="password"`
        : '';
    return `<${server.urls}>; rel="ice-server"${credentials}`;
  });

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
  if (method !== 'OPTIONS' && options.authorize && !(await options.authorize(request.headers.authorization)))
    return send(response, 401, 'a session token is required', { 'www-authenticate': 'Bearer realm="whep"' });
  if (sessionId === undefined) {
    if (method === 'OPTIONS') {
      const links = iceServerLinks(options.iceServers);
      return send(response, 204, '', links.length > 0 ? { link: links.join(', ') } : {});
    }
    if (method !== 'POST') return send(response, 405, 'method not allowed', { allow: 'OPTIONS, POST' });
    if (!/^application\/sdp\b/i.test(request.headers['content-type'] ?? ''))
      return send(response, 415, 'expected application/sdp');
    if (!(await options.streamExists(stream))) return send(response, 404, 'stream not found');
    if (options.sessions.full) return send(response, 503, 'too many viewers', { 'retry-after': '2' });
    const offer = await readSdp(request, response);
    if (offer === undefined) return;
    if (!offer.startsWith('v=0')) return send(response, 400, 'the body is not an SDP offer');
    const opened = await options.sessions.open(stream, offer).catch((error: unknown) => {
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
  }
  if (method === 'OPTIONS') return send(response, 204);
  if (method === 'DELETE') return send(response, options.sessions.close(sessionId) ? 200 : 404);
  if (method !== 'PATCH') return send(response, 405, 'method not allowed', { allow: 'PATCH, DELETE' });
  const fragment = await readSdp(request, response);
  if (fragment === undefined) return;
  return send(response, (await options.sessions.addCandidates(sessionId, fragment)) ? 204 : 404);
};

const readSdp = async (request: IncomingMessage, response: ServerResponse): Promise<string | undefined> => {
  try {
    return (await readBody(request, maxSdpBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLarge) send(response, 413, 'body too large', { connection: 'close' });
    else throw error;
    return undefined;
  }
};
