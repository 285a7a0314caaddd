import { inject, injectable } from 'inversify';
import { EventLog } from '../log';
import { ClockPort, HttpPort, type HttpAnswer, type HttpRequest } from '../ports';

/**
 * Every HTTP call whose answer the console depends on goes through here, so it becomes an `HttpExchanged`
 * entry (named after its catalogue entry) and its answer reaches the projections through the normalizer.
 */
@injectable()
export class HttpGateway {
  constructor(
    @inject(HttpPort) private readonly http: HttpPort,
    @inject(EventLog) private readonly log: EventLog,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async call(request: HttpRequest): Promise<HttpAnswer> {
    const answer = await this.http.request(request);
    this.log.append({
      kind: 'HttpExchanged',
      at: this.clock.now(),
      name: request.name,
      method: request.method,
      url: answer.url,
      status: answer.status,
      ...(request.body !== undefined ? { request: request.body } : {}),
      ...(answer.body !== undefined ? { response: answer.body } : {}),
    });
    return answer;
  }
}
