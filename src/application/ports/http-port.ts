import type { PathError } from '../../domain/frames';

/** An HTTP request as HttpGateway makes it from an HTTP contract entry (http-contract.ts) and its parameters. */
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

/** HTTP with the stored token as Authorization. Implemented by infrastructure's fetch client; only HttpGateway asks it. */
export interface HttpPort {
  request(request: HttpRequest): Promise<HttpAnswer>;
}

export const HttpPort = Symbol('HttpPort');

/** A journaled call's answer decoded by the HTTP catalogue's codec, or the codec's path errors. */
export type DecodedAnswer =
  { readonly ok: true; readonly answer: unknown } | { readonly ok: false; readonly errors: readonly PathError[] };

/** The codecs of the journaled HTTP calls (implemented by infrastructure from the HTTP catalogue). */
export interface HttpCodecs {
  decodeAnswer(name: string, body: unknown): DecodedAnswer;
}

export const HttpCodecs = Symbol('HttpCodecs');
