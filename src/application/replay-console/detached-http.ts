import type { HttpAnswer, HttpPort, HttpRequest } from '../ports';

/** HTTP of a replay console: nothing is sent; every request ends as one that got no answer (status 0). */
export class DetachedHttp implements HttpPort {
  request(request: HttpRequest): Promise<HttpAnswer> {
    return Promise.resolve({ status: 0, body: { reason: 'replay' }, url: request.path });
  }
}
