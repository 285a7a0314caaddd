import type { IncomingMessage } from 'node:http';

/** A request body larger than its route allows; answered 413 before the rest is read (docs/protocol.md "Security"). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes.`);
  }
}

/**
 * Reads the body in chunks until `enough(buffered)` says the route can decide (or the body ends; always, without
 * `enough`), then stops reading and keeps the rest in the stream for `readBody`. Over `limit` it rejects with BodyTooLarge; a
 * Content-Length above the limit is refused before a byte is read.
 */
export const readPrefix = (
  request: IncomingMessage,
  limit: number,
  enough: ((buffered: Buffer) => boolean) | undefined,
  alreadyRead = 0,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) return reject(new BodyTooLarge(limit));
    if (request.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = alreadyRead;
    const stop = (): void => {
      request.pause();
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      chunks.push(chunk);
      if (size > limit) {
        stop();
        reject(new BodyTooLarge(limit));
        return;
      }
      // Without `enough` the body is read to its end and joined once (no copy per chunk).
      if (!enough) return;
      const buffered = Buffer.concat(chunks);
      if (!enough(buffered)) return;
      stop();
      resolve(buffered);
    };
    const onEnd = (): void => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error): void => {
      stop();
      reject(error);
    };
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.resume();
  });

/** The whole body (after what `readPrefix` already took, if anything), at most `limit` bytes in all. */
export const readBody = async (
  request: IncomingMessage,
  limit: number,
  before: Buffer = Buffer.alloc(0),
): Promise<Buffer> => {
  const rest = await readPrefix(request, limit, undefined, before.length);
  return Buffer.concat([before, rest]);
};

/** Login and other JSON bodies: 64 KiB is far above any real one. */
export const maxJsonBytes = 64 * 1024;

/** The JSON body, or undefined when it is not JSON. */
export const readJson = async (request: IncomingMessage, limit = maxJsonBytes): Promise<unknown> => {
  const body = await readBody(request, limit);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};
