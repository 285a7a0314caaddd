import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

// Compressed answers (issue 29: the bundle and the JSON answers went out as they are). br or gzip as the client's
// Accept-Encoding allows, only for text-like types (media and fonts are compressed already), only above a size
// where it pays, and never for a byte range. Every answer of a compressible type says `Vary: Accept-Encoding`.

export type Encoding = 'br' | 'gzip';

/** Below this many bytes a compressed answer saves less than its headers and the work cost. */
export const minimumCompressedSize = 1024;

const compressibleTypes = [
  /^text\//,
  /^application\/(json|javascript|wasm|xml)\b/,
  /^application\/[a-z.+-]*\+json\b/,
  /^image\/svg\+xml\b/,
];

/** Whether answers of this content type are worth compressing (not images, video, audio, fonts, archives). */
export const compressibleType = (contentType: string | undefined): boolean =>
  contentType !== undefined && compressibleTypes.some((pattern) => pattern.test(contentType.toLowerCase()));

/**
 * The encoding to answer with for an Accept-Encoding header: br before gzip where both are allowed with the same
 * weight, none where neither is (q=0 refuses one; `*` allows both unless named otherwise).
 */
export const negotiateEncoding = (header: string | readonly string[] | undefined): Encoding | undefined => {
  const text = typeof header === 'string' ? header : (header ?? []).join(',');
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding): number => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
};

/** An answer made per request (JSON): a fast setting, since it runs on the event loop. */
export const compress = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same at the high setting, off the event loop: for files compressed once and kept (the bundle). */
export const compressOnce = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });

/** The encoding a request's answer of this type and size gets, if any. */
export const answerEncoding = (
  request: Pick<IncomingMessage, 'headers'> | undefined,
  contentType: string | undefined,
  size: number,
): Encoding | undefined => {
  if (!request || size < minimumCompressedSize || !compressibleType(contentType)) return undefined;
  if (request.headers.range !== undefined) return undefined;
  return negotiateEncoding(request.headers['accept-encoding']);
};

/** Adds `Accept-Encoding` to a Vary header value (keeping what it held). */
export const varyOnEncoding = (vary: string | undefined): string =>
  vary === undefined || vary.trim() === ''
    ? 'Accept-Encoding'
    : /\baccept-encoding\b/i.test(vary)
      ? vary
      : `${vary}, Accept-Encoding`;
