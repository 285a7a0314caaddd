import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RTCIceServer } from 'werift';
import { BodyTooLarge, readBody } from '../http/body';
import { baseHeaders } from '../http/respond';
import { sdpLimits } from './sdp-limits';

const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'OPTIONS, POST, PATCH, DELETE',
  'access-control-allow-headers': 'authorization, content-type, if-match',
  'access-control-expose-headers': 'location, link, etag, accept-patch',
  'access-control-max-age': '600',
};

/** Every WHEP answer: CORS open to any origin (the console is served from another port), never cached. */
export const send = (
  response: ServerResponse,
  status: number,
  text = '',
  headers: Record<string, string> = {},
): void => {
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

/** The SDP body of a request; undefined once answered 413 (an SDP offer is a few kilobytes, never 64). */
export const readSdp = async (request: IncomingMessage, response: ServerResponse): Promise<string | undefined> => {
  try {
    return (await readBody(request, sdpLimits.offerBytes)).toString('utf8');
  } catch (error) {
    if (error instanceof BodyTooLarge) send(response, 413, 'body too large', { connection: 'close' });
    else throw error;
    return undefined;
  }
};
