import type { IncomingMessage } from 'node:http';

/** A request body larger than its route allows. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes.`);
  }
}

export const readBody = (request: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      request.resume();
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The JSON body, or undefined when it is not JSON. */
export const readJson = async (request: IncomingMessage, limit = 64 * 1024): Promise<unknown> => {
  const body = await readBody(request, limit);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
};
