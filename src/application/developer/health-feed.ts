import { inject, injectable } from 'inversify';
import { TopicLeases } from '../topics';

/**
 * The studio server's health topic (docs/protocol/developer.md), held while a monitor shows it; the server sends
 * a report on the join and every 5 s after. A refused join (not a developer) leaves the health unknown; the
 * reason is in the log.
 */
@injectable()
export class ServerHealthFeed {
  constructor(@inject(TopicLeases) private readonly leases: TopicLeases) {}

  /** Holds the topic; call the returned function when the screen closes. */
  watch(): () => void {
    const lease = this.leases.hold({ pattern: 'system:health' });
    return () => lease.release();
  }
}
