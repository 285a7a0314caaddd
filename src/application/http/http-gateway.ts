import { inject, injectable } from 'inversify';
import { EventLog } from '../log';
import {
  ClockPort,
  HttpCodecs,
  HttpPort,
  httpPath,
  type HttpAnswer,
  type HttpAnswerOf,
  type HttpCallArgs,
  type HttpEndpoint,
} from '../ports';

/** What came back: status, url and body as they came, and a 2xx body decoded by its call's codec. */
export interface HttpReply<Answer> extends HttpAnswer {
  /** A journaled call's 2xx answer that its codec accepts; otherwise undefined. */
  readonly answer: Answer | undefined;
}

const isOk = (status: number): boolean => status >= 200 && status < 300;

/**
 * Every HTTP call of the console goes through here, named by its entry of the HTTP contract
 * (application/ports/http-contract.ts) with typed parameters. A journaled call becomes an `HttpExchanged` entry
 * (named after the entry), so its answer reaches the projections through the normalizer.
 */
@injectable()
export class HttpGateway {
  constructor(
    @inject(HttpPort) private readonly http: HttpPort,
    @inject(HttpCodecs) private readonly codecs: HttpCodecs,
    @inject(EventLog) private readonly log: EventLog,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async call<E extends HttpEndpoint>(
    endpoint: E,
    ...[args]: object extends HttpCallArgs<E> ? [HttpCallArgs<E>?] : [HttpCallArgs<E>]
  ): Promise<HttpReply<HttpAnswerOf<E>>> {
    const { params, body, form, onProgress, signal } = (args ?? {}) as HttpCallArgs<HttpEndpoint> & {
      readonly params?: Readonly<Record<string, string | number>>;
      readonly body?: unknown;
    };
    const answer = await this.http.request({
      name: endpoint.name,
      method: endpoint.method,
      path: httpPath(endpoint.route, params),
      ...(body !== undefined ? { body } : {}),
      ...(form !== undefined ? { form } : {}),
      ...(onProgress !== undefined ? { onProgress } : {}),
      ...(signal !== undefined ? { signal } : {}),
    });
    if (!endpoint.journal) return { ...answer, answer: undefined };
    this.log.append({
      kind: 'HttpExchanged',
      at: this.clock.now(),
      name: endpoint.name,
      method: endpoint.method,
      url: answer.url,
      status: answer.status,
      ...(body !== undefined ? { request: body } : {}),
      ...(answer.body !== undefined ? { response: answer.body } : {}),
    });
    const decoded = isOk(answer.status) ? this.codecs.decodeAnswer(endpoint.name, answer.body) : undefined;
    return { ...answer, answer: decoded?.ok ? (decoded.answer as HttpAnswerOf<E>) : undefined };
  }
}
