import { inject, injectable } from 'inversify';
import { SocketPort, topicName, type TopicAddress } from '../ports';

/** One holder's share of a topic. */
export interface TopicLease {
  /** The join's reply; rejects with the server's refusal. Holders that must know wait on it; none must. */
  readonly joined: Promise<unknown>;
  /** Gives the share back (once; later calls do nothing). The last share given back leaves the topic. */
  release(): void;
}

/**
 * The one owner of topic membership (issue 30 §1): a feature that needs a topic holds a lease on its catalogue
 * address and releases it when done; the first lease joins, the last release leaves. Two features on the same
 * topic (the panel and the editor on one instance's status, the dashboard and multiview on events:all) no longer
 * drop each other's membership. Nothing else joins or leaves.
 */
@injectable()
export class TopicLeases {
  private readonly holders = new Map<string, number>();

  constructor(@inject(SocketPort) private readonly socket: SocketPort) {}

  hold(address: TopicAddress, payload?: Readonly<Record<string, unknown>>): TopicLease {
    const topic = topicName(address);
    this.holders.set(topic, (this.holders.get(topic) ?? 0) + 1);
    // Asked on every hold: the gateway answers a joined topic from its channel and joins one it lost (a new
    // connection after a sign-out) again.
    const joined = this.socket.join(topic, payload);
    // A refusal is the holder's to read (or not); it must not surface as an unhandled rejection.
    joined.catch(() => undefined);
    let released = false;
    return {
      joined,
      release: () => {
        if (released) return;
        released = true;
        this.giveBack(topic);
      },
    };
  }

  /** Holds for as long as `during` runs: a push's own share of its topic. */
  async during<T>(address: TopicAddress, during: (joined: Promise<unknown>) => Promise<T>): Promise<T> {
    const lease = this.hold(address);
    try {
      return await during(lease.joined);
    } finally {
      lease.release();
    }
  }

  /** How many shares of the topic are held (diagnostics and tests). */
  held(address: TopicAddress): number {
    return this.holders.get(topicName(address)) ?? 0;
  }

  private giveBack(topic: string): void {
    const left = (this.holders.get(topic) ?? 1) - 1;
    if (left > 0) {
      this.holders.set(topic, left);
      return;
    }
    this.holders.delete(topic);
    this.socket.leave(topic);
  }
}
