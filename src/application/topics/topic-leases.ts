import { inject, injectable } from 'inversify';
import { SocketPort, topicName, type TopicAddress } from '../ports';

/** One holder's share of a topic. */
export interface TopicLease {
  /** The join's reply; rejects with the server's refusal. Holders that must know wait on it; none must. */
  readonly joined: Promise<unknown>;
  /** Gives the share back (once; later calls do nothing). The last share given back leaves the topic. */
  release(): void;
}

/** The shares held of one topic, and its join. */
interface Holders {
  count: number;
  joined: Promise<unknown>;
  readonly payload?: Readonly<Record<string, unknown>>;
}

/**
 * The one owner of topic membership (issue 30 §1): a feature that needs a topic holds a lease on its catalogue
 * address and releases it when done; the first lease joins, the last release leaves. Two features on the same
 * topic (the panel and the editor on one instance's status, the dashboard and multiview on events:all) no longer
 * drop each other's membership. Nothing else joins or leaves.
 */
@injectable()
export class TopicLeases {
  private readonly holders = new Map<string, Holders>();

  constructor(@inject(SocketPort) private readonly socket: SocketPort) {}

  hold(address: TopicAddress, payload?: Readonly<Record<string, unknown>>): TopicLease {
    const topic = topicName(address);
    // The first lease joins; later ones share its join (and its refusal).
    let holders = this.holders.get(topic);
    if (holders === undefined) {
      holders = { count: 0, joined: this.join(topic, payload), ...(payload ? { payload } : {}) };
      this.holders.set(topic, holders);
    }
    holders.count += 1;
    const { joined } = holders;
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
    return this.holders.get(topicName(address))?.count ?? 0;
  }

  private join(topic: string, payload: Readonly<Record<string, unknown>> | undefined): Promise<unknown> {
    const joined = this.socket.join(topic, payload);
    // A refusal is the holders' to read (or not); it must not surface as an unhandled rejection.
    joined.catch(() => undefined);
    return joined;
  }

  private giveBack(topic: string): void {
    const holders = this.holders.get(topic);
    if (holders === undefined) return;
    holders.count -= 1;
    if (holders.count > 0) return;
    this.holders.delete(topic);
    this.socket.leave(topic);
  }

  /**
   * Joins every held topic again: called by the session whenever the socket connects, for leases taken while it
   * was not (an editor opened by URL, a join refused during an outage) or kept over a sign-out and back in. The
   * gateway answers topics it still holds from their channels (the phoenix client rejoins those by itself).
   */
  rejoinAll(): void {
    for (const [topic, holders] of this.holders) holders.joined = this.join(topic, holders.payload);
  }
}
