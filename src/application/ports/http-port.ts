/** An HTTP call, named after its catalogue entry so its answer can be decoded and replayed. */
export interface HttpRequest {
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'HEAD';
  /** A path under the API base (`login`, `content_list/12`) or an absolute URL. */
  readonly path: string;
  readonly body?: unknown;
  /** Form fields for a multipart POST (presigned uploads); a File or Blob value is sent as a file. */
  readonly form?: Readonly<Record<string, unknown>>;
  readonly onProgress?: (loaded: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export interface HttpAnswer {
  /** 0 when the request never got an answer (network failure, abort). */
  readonly status: number;
  readonly body: unknown;
  readonly url: string;
}

/** HTTP with the stored token as Authorization. Implemented by infrastructure's fetch client. */
export interface HttpPort {
  request(request: HttpRequest): Promise<HttpAnswer>;
}

export const HttpPort = Symbol('HttpPort');
