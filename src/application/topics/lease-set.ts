import { topicName, type TopicAddress } from '../ports';
import type { TopicLease, TopicLeases } from './topic-leases';

/**
 * Leases on a changing set of topics (the status topics of the instances a page lists): `follow` holds what is
 * new and releases what is gone; `releaseAll` when the page closes.
 */
export class LeaseSet {
  private readonly held = new Map<string, TopicLease>();

  constructor(private readonly leases: TopicLeases) {}

  follow(addresses: readonly TopicAddress[]): void {
    const wanted = new Map(addresses.map((address) => [topicName(address), address] as const));
    for (const [topic, lease] of this.held)
      if (!wanted.has(topic)) {
        lease.release();
        this.held.delete(topic);
      }
    for (const [topic, address] of wanted) if (!this.held.has(topic)) this.held.set(topic, this.leases.hold(address));
  }

  releaseAll(): void {
    this.follow([]);
  }
}
