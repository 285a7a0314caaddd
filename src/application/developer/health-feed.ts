import { inject, injectable } from 'inversify';
import { SocketPort } from '../ports';

const healthTopic = 'system:health';

/**
 * The studio server's health topic (docs/protocol/developer.md), joined while a monitor shows it and left when
 * the last one closes; the server sends a report on the join and every 5 s after.
 */
@injectable()
export class ServerHealthFeed {
  private open = 0;

  constructor(@inject(SocketPort) private readonly socket: SocketPort) {}

  /** Joins the topic; call the returned function when the screen closes. */
  watch(): () => void {
    this.open += 1;
    // A refused join (not a developer) leaves the health unknown; the reason is in the log.
    if (this.open === 1) void this.socket.join(healthTopic).catch(() => undefined);
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.open -= 1;
      if (this.open === 0) this.socket.leave(healthTopic);
    };
  }
}
