import type { HttpAnswer, HttpPort, HttpRequest, TokenStorage } from '../../application/ports';

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * HTTP over fetch: paths are resolved under the API base, the stored token goes in the Authorization
 * header, JSON both ways. A network failure is an answer with status 0, never a thrown error, so every
 * caller handles it in one place. Form posts with progress go through `xhrForm` (fetch has no upload progress).
 */
export class FetchHttpClient implements HttpPort {
  constructor(
    private readonly apiBase: string,
    private readonly tokens: TokenStorage,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  async request(request: HttpRequest): Promise<HttpAnswer> {
    const url = /^https?:\/\//.test(request.path) || request.path.startsWith('/') ? request.path : `${this.apiBase.replace(/\/$/, '')}/${request.path}`;
    if (request.form) return xhrForm(url, request);
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = this.tokens.get();
    if (token) headers.authorization = token;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await this.fetcher(url, {
        method: request.method,
        headers,
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      return { status: response.status, body: request.method === 'HEAD' ? undefined : await readBody(response), url };
    } catch {
      return { status: 0, body: undefined, url };
    }
  }
}

/** A multipart form POST with upload progress (presigned storage uploads); status 0 on failure or abort. */
const xhrForm = (url: string, request: HttpRequest): Promise<HttpAnswer> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const data = new FormData();
    for (const [name, value] of Object.entries(request.form ?? {})) data.append(name, value instanceof Blob ? value : String(value));
    xhr.upload.onprogress = (event) => request.onProgress?.(event.loaded, event.total);
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText, url });
    xhr.onerror = () => resolve({ status: 0, body: undefined, url });
    xhr.onabort = () => resolve({ status: 0, body: 'aborted', url });
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.open(request.method, url);
    xhr.send(data);
  });
