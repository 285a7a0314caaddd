import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { answerEncoding, compressibleType, compressOnce, varyOnEncoding, type Encoding } from './compression';
import { baseHeaders, sendText } from './respond';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.csv': 'text/csv; charset=utf-8',
};

/** A file under `root` for a URL path, or undefined when the path tries to leave it. */
export const resolveInside = (root: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : undefined;
};

const isFile = async (file: string): Promise<{ size: number; mtimeMs: number } | undefined> => {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
};

/** Immutable files compressed once, kept by path, time, size and encoding (the bundle is a few megabytes). */
const compressedOnce = new Map<string, Buffer>();
/** Larger immutable files are compressed as they stream, like any other file. */
const keptUpTo = 16 * 1024 * 1024;

const compressedFile = async (file: string, mtimeMs: number, size: number, encoding: Encoding): Promise<Buffer> => {
  const key = `${file}\0${mtimeMs}\0${size}\0${encoding}`;
  const kept = compressedOnce.get(key);
  if (kept) return kept;
  const compressed = await compressOnce(await readFile(file), encoding);
  compressedOnce.set(key, compressed);
  return compressed;
};

const compressor = (encoding: Encoding) =>
  encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();

/** A single `bytes=a-b` range (what video elements ask for); anything else is served whole. */
const rangeOf = (header: string | undefined, size: number): { start: number; end: number } | undefined => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(size - Number(match[2]), 0) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
};

export interface ServeOptions {
  /** Cache-Control for the file. */
  readonly cache: string;
  readonly cors?: boolean;
  /** Overrides the type the extension gives (segments are stored as .m2t, served as video/mp2t). */
  readonly contentType?: string;
  /** More headers for the answer (a content security policy, a content disposition). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Streams a file (GET) or its headers (HEAD); returns false when there is no such file. */
export const serveFile = async (
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  options: ServeOptions,
): Promise<boolean> => {
  const found = await isFile(file);
  if (found === undefined) return false;
  const { size } = found;
  const range = rangeOf(request.headers.range, size);
  const contentType =
    options.contentType ?? contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const headers = {
    ...baseHeaders,
    'content-type': contentType,
    'cache-control': options.cache,
    'accept-ranges': 'bytes',
    ...(options.cors ? { 'access-control-allow-origin': '*' } : {}),
    ...options.headers,
    ...(compressibleType(contentType) ? { vary: varyOnEncoding(options.headers?.vary) } : {}),
  };
  const encoding = answerEncoding(request, contentType, size);
  if (encoding) {
    // A compressed answer is whole: no byte ranges over it (video, the only range reader, is not compressed).
    const { 'accept-ranges': _ranges, ...whole } = headers;
    if (options.cache.includes('immutable') && size <= keptUpTo) {
      const body = await compressedFile(file, found.mtimeMs, size, encoding);
      response.writeHead(200, { ...whole, 'content-encoding': encoding, 'content-length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    }
    response.writeHead(200, { ...whole, 'content-encoding': encoding });
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    await pipeline(createReadStream(file), compressor(encoding), response).catch(() => response.destroy());
    return true;
  }
  if (range)
    response.writeHead(206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
      'content-length': range.end - range.start + 1,
    });
  else response.writeHead(200, { ...headers, 'content-length': size });
  if (request.method === 'HEAD') {
    response.end();
    return true;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file, range ?? {});
    stream.on('error', () => {
      response.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(response);
  });
  return true;
};

/**
 * The console bundle: hashed assets cached for good, index.html never; unknown paths fall back to index.html.
 * `pageHeaders` are added to the page (index.html) answers: its content security policy (console-policy.ts).
 */
export const serveConsole = async (
  request: IncomingMessage,
  response: ServerResponse,
  distDir: string,
  urlPath: string,
  pageHeaders: () => Promise<Readonly<Record<string, string>>> = async () => ({}),
): Promise<void> => {
  const file = resolveInside(distDir, urlPath);
  const hashed = /\.[0-9a-f]{8,}\./.test(path.basename(file ?? ''));
  if (
    file &&
    path.basename(file) !== 'index.html' &&
    (await serveFile(request, response, file, { cache: hashed ? 'public, max-age=31536000, immutable' : 'no-cache' }))
  )
    return;
  // Routes of the app have no extension; a missing file that has one is a real 404, not a page.
  if (path.extname(urlPath) !== '') return sendText(response, 404, 'Not found');
  const index = path.join(distDir, 'index.html');
  const served = await serveFile(request, response, index, { cache: 'no-cache', headers: await pageHeaders() });
  if (!served) sendText(response, 503, 'The console is not built; run `npm run build` (npm start builds it).');
};
