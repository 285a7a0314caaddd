import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerEncoding, compress, varyOnEncoding } from './compression';

/** Headers every answer carries: no MIME sniffing, no referrer leaks, no framing by other sites. */
export const baseHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
};

/**
 * The API is authorised by a header token, never a cookie, so any origin may call it (a console served by a
 * dev server, a vendor host): there is no ambient credential a foreign page could ride on.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, HEAD, OPTIONS',
  'access-control-max-age': '600',
};

export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void => {
  const raw = Buffer.from(JSON.stringify(body));
  const contentType = 'application/json; charset=utf-8';
  // The request rides on its response (Node sets `req`): a JSON answer is compressed when the client allows it.
  const request = (response as { req?: IncomingMessage }).req;
  const encoding = answerEncoding(request, contentType, raw.length);
  const payload = encoding ? compress(raw, encoding) : raw;
  response.writeHead(status, {
    ...baseHeaders,
    'content-type': contentType,
    'cache-control': 'no-store',
    ...headers,
    vary: varyOnEncoding(headers.vary),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': payload.length,
  });
  response.end(payload);
};

export const sendText = (
  response: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void => {
  response.writeHead(status, {
    ...baseHeaders,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
};

/** The `{status:'error', msg}` body every /api/v1 failure carries; the console shows `msg` (spec 3 §8). */
export const sendError = (
  response: ServerResponse,
  status: number,
  msg: string,
  headers: Readonly<Record<string, string>> = {},
): void => sendJson(response, status, { status: 'error', msg }, headers);
