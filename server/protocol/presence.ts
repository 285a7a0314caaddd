import { randomBytes } from 'node:crypto';
import type { PubSub } from './pubsub';

export interface PresenceMeta {
  readonly phx_ref: string;
  readonly [field: string]: unknown;
}

type PresenceMap = Record<string, { metas: PresenceMeta[] }>;

/** Who is on which topic, by key: one process's tracks as they cross the cluster bus (topic → key → metas). */
export type PresenceSnapshot = Readonly<Record<string, Readonly<Record<string, readonly PresenceMeta[]>>>>;

/** A track or untrack of this process, for the other processes of a cluster (server/cluster/presence-relay.ts). */
export type PresenceChange =
  | { readonly type: 'track'; readonly topic: string; readonly key: string; readonly meta: PresenceMeta }
  | { readonly type: 'untrack'; readonly topic: string; readonly key: string; readonly ref: string };

type Keys = Map<string, PresenceMeta[]>;

const add = (topics: Map<string, Keys>, topic: string, key: string, meta: PresenceMeta): void => {
  let keys = topics.get(topic);
  if (!keys) topics.set(topic, (keys = new Map()));
  keys.set(key, [...(keys.get(key) ?? []), meta]);
};

const remove = (topics: Map<string, Keys>, topic: string, key: string, ref: string): void => {
  const keys = topics.get(topic);
  const left = (keys?.get(key) ?? []).filter((entry) => entry.phx_ref !== ref);
  if (left.length > 0) keys?.set(key, left);
  else keys?.delete(key);
  if (keys?.size === 0) topics.delete(topic);
};

/**
 * Phoenix Presence: who is on a topic, keyed (by account id here) with one meta per connection. A join gets
 * `presence_state`; every track and untrack is broadcast as `presence_diff {joins, leaves}`. In a cluster the
 * other processes' tracks are kept beside this process's own (`remote…`, fed by the presence relay), so a join's
 * `presence_state` names the consoles on every process; their diffs reach this process as plain broadcasts.
 */
export class PresenceTracker {
  private readonly topics = new Map<string, Keys>();
  private readonly remote = new Map<string, Map<string, Keys>>();
  /** Set by the presence relay of a cluster: each local track and untrack, to tell the other processes. */
  shareWith: ((change: PresenceChange) => void) | undefined;

  constructor(private readonly pubsub: PubSub) {}

  state(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const keys of [this.topics.get(topic), ...[...this.remote.values()].map((topics) => topics.get(topic))])
      for (const [key, metas] of keys ?? []) state[key] = { metas: [...(state[key]?.metas ?? []), ...metas] };
    return state;
  }

  /** Adds a meta under key and returns the function that removes it again. */
  track(topic: string, key: string, fields: Readonly<Record<string, unknown>>): () => void {
    const meta: PresenceMeta = { ...fields, phx_ref: randomBytes(8).toString('base64url') };
    add(this.topics, topic, key, meta);
    this.pubsub.broadcast(topic, 'presence_diff', { joins: { [key]: { metas: [meta] } }, leaves: {} });
    this.shareWith?.({ type: 'track', topic, key, meta });
    let tracked = true;
    return () => {
      if (!tracked) return;
      tracked = false;
      remove(this.topics, topic, key, meta.phx_ref);
      this.pubsub.broadcast(topic, 'presence_diff', { joins: {}, leaves: { [key]: { metas: [meta] } } });
      this.shareWith?.({ type: 'untrack', topic, key, ref: meta.phx_ref });
    };
  }

  /** This process's own tracks, for the other processes (sent with every heartbeat of the relay). */
  snapshot(): PresenceSnapshot {
    return Object.fromEntries(
      [...this.topics].map(([topic, keys]) => [topic, Object.fromEntries([...keys].map(([key, m]) => [key, [...m]]))]),
    );
  }

  /** Another process tracked or untracked a console (its diff came as a plain broadcast already). */
  remoteChange(process: string, change: PresenceChange): void {
    const topics = this.remoteOf(process);
    if (change.type === 'track') add(topics, change.topic, change.key, change.meta);
    else remove(topics, change.topic, change.key, change.ref);
  }

  /** Another process's tracks as it holds them now (its heartbeat): they replace what was known of it. */
  remoteSnapshot(process: string, snapshot: PresenceSnapshot): void {
    const topics = new Map<string, Keys>();
    for (const [topic, keys] of Object.entries(snapshot))
      for (const [key, metas] of Object.entries(keys)) for (const meta of metas) add(topics, topic, key, meta);
    this.remote.set(process, topics);
  }

  /**
   * A process stopped answering (it died or lost the database): its consoles leave every topic, told through
   * `leave` (the relay broadcasts them as `presence_diff` leaves).
   */
  forgetProcess(process: string, leave: (topic: string, leaves: PresenceMap) => void): void {
    const topics = this.remote.get(process);
    this.remote.delete(process);
    for (const [topic, keys] of topics ?? [])
      leave(topic, Object.fromEntries([...keys].map(([key, metas]) => [key, { metas: [...metas] }])));
  }

  private remoteOf(process: string): Map<string, Keys> {
    let topics = this.remote.get(process);
    if (!topics) this.remote.set(process, (topics = new Map()));
    return topics;
  }
}
