import { randomBytes } from 'node:crypto';
import type { PubSub } from './pubsub';

interface Meta {
  readonly phx_ref: string;
  readonly [field: string]: unknown;
}

type PresenceMap = Record<string, { metas: Meta[] }>;

/**
 * Phoenix Presence on one node: who is on a topic, keyed (by account id here) with one meta per connection.
 * A join gets `presence_state`; every track and untrack is broadcast as `presence_diff {joins, leaves}`.
 */
export class PresenceTracker {
  private readonly topics = new Map<string, Map<string, Meta[]>>();

  constructor(private readonly pubsub: PubSub) {}

  state(topic: string): PresenceMap {
    const entries = [...(this.topics.get(topic) ?? new Map<string, Meta[]>()).entries()];
    return Object.fromEntries(entries.map(([key, metas]) => [key, { metas: [...metas] }]));
  }

  /** Adds a meta under key and returns the function that removes it again. */
  track(topic: string, key: string, fields: Readonly<Record<string, unknown>>): () => void {
    const meta: Meta = { ...fields, phx_ref: randomBytes(8).toString('base64url') };
    let keys = this.topics.get(topic);
    if (!keys) this.topics.set(topic, (keys = new Map()));
    keys.set(key, [...(keys.get(key) ?? []), meta]);
    this.pubsub.broadcast(topic, 'presence_diff', { joins: { [key]: { metas: [meta] } }, leaves: {} });
    let tracked = true;
    return () => {
      if (!tracked) return;
      tracked = false;
      const current = this.topics.get(topic);
      const left = (current?.get(key) ?? []).filter((entry) => entry !== meta);
      if (left.length > 0) current?.set(key, left);
      else current?.delete(key);
      if (current?.size === 0) this.topics.delete(topic);
      this.pubsub.broadcast(topic, 'presence_diff', { joins: {}, leaves: { [key]: { metas: [meta] } } });
    };
  }
}
