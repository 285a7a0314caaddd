import { PubSub } from '../protocol/pubsub';
import type { ClusterBus } from '../protocol/cluster-bus';

interface Broadcast {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/**
 * The pubsub of a clustered process: a plain broadcast (the same payload for everyone) also goes to the other
 * processes, which hand it to their own subscribers. Per-subscriber broadcasts cannot cross as frames (the
 * other processes' subscribers are not known here): their callers relay the change itself (relays.ts).
 */
export class RelayedPubSub extends PubSub {
  constructor(
    private readonly bus: ClusterBus,
    private readonly received?: (topic: string, event: string, payload: unknown) => void,
  ) {
    super();
    bus.on('broadcast', (args) => {
      const { topic, event, payload } = args as Broadcast;
      this.received?.(topic, event, payload);
      this.broadcastHere(topic, event, payload);
    });
  }

  override broadcast(topic: string, event: string, payload: unknown): void {
    this.broadcastHere(topic, event, payload);
    this.bus.publish('broadcast', { topic, event, payload } satisfies Broadcast);
  }
}
