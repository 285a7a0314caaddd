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

const absolute = /^https?:\/\//;

const originOf = (url: string, base?: string): string | undefined => {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
};

/**
 * HTTP over fetch: paths are resolved under the API base, the stored token goes in the Authorization
 * header of requests to the backend only (never to an outside service or a storage URL), JSON both ways. A network failure is an answer with status 0, never a thrown error, so every
 * caller handles it in one place. Form posts with progress go through `xhrForm` (fetch has no upload progress).
 */
export class FetchHttpClient implements HttpPort {
  constructor(
    private readonly apiBase: string,
    private readonly tokens: TokenStorage,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
    /** The page's own address: relative API bases and paths are resolved against it. */
    private readonly pageAddress: string | undefined = globalThis.location?.href,
  ) {}

  /** Only the backend gets the token: a relative address, or an absolute one on the API base's origin. */
  private carriesToken(url: string): boolean {
    if (!absolute.test(url)) return true;
    const backend = originOf(this.apiBase, this.pageAddress);
    return backend !== undefined && originOf(url) === backend;
  }

  async request(request: HttpRequest): Promise<HttpAnswer> {
    const url =
      absolute.test(request.path) || request.path.startsWith('/')
        ? request.path
        : `${this.apiBase.replace(/\/$/, '')}/${request.path}`;
    const token = this.tokens.get();
    // A form to the API (a form's file fields, issue 29) carries the token; a presigned storage form never does.
    if (request.form) return xhrForm(url, request, token && url !== request.path ? token : undefined);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token && this.carriesToken(url)) headers.authorization = token;
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

/** A JSON answer parsed, any other kept as its text (S3 and the storage target answer XML or nothing). */
const xhrBody = (xhr: XMLHttpRequest): unknown => {
  if (!/json/i.test(xhr.getResponseHeader('content-type') ?? '')) return xhr.responseText;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return xhr.responseText;
  }
};

/**
 * A multipart form POST with upload progress (presigned storage uploads, and form files to the API, which alone
 * get the token); status 0 on failure or abort.
 */
const xhrForm = (url: string, request: HttpRequest, token?: string): Promise<HttpAnswer> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const data = new FormData();
    for (const [name, value] of Object.entries(request.form ?? {}))
      data.append(name, value instanceof Blob ? value : String(value));
    xhr.upload.onprogress = (event) => request.onProgress?.(event.loaded, event.total);
    xhr.onload = () => resolve({ status: xhr.status, body: xhrBody(xhr), url });
    xhr.onerror = () => resolve({ status: 0, body: undefined, url });
    xhr.onabort = () => resolve({ status: 0, body: 'aborted', url });
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.open(request.method, url);
    if (token) xhr.setRequestHeader('authorization', token);
    xhr.send(data);
  });
