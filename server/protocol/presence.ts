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

const add = (topics: Map<string, Keys>, topic: string, key: string, meta: PresenceMeta): boolean => {
  let keys = topics.get(topic);
  if (!keys) topics.set(topic, (keys = new Map()));
  const metas = keys.get(key) ?? [];
  if (metas.some((known) => known.phx_ref === meta.phx_ref)) return false;
  keys.set(key, [...metas, meta]);
  return true;
};

/** Removes one meta; the meta removed, or undefined when it was not there. */
const remove = (topics: Map<string, Keys>, topic: string, key: string, ref: string): PresenceMeta | undefined => {
  const keys = topics.get(topic);
  const metas = keys?.get(key) ?? [];
  const removed = metas.find((entry) => entry.phx_ref === ref);
  if (!keys || !removed) return undefined;
  const left = metas.filter((entry) => entry !== removed);
  if (left.length > 0) keys.set(key, left);
  else keys.delete(key);
  if (keys.size === 0) topics.delete(topic);
  return removed;
};

/** The metas of `from` that `than` lacks (by phx_ref), per topic and key. */
const missing = (
  from: Map<string, Keys> | undefined,
  than: Map<string, Keys> | undefined,
): Map<string, PresenceMap> => {
  const result = new Map<string, PresenceMap>();
  for (const [topic, keys] of from ?? [])
    for (const [key, metas] of keys) {
      const refs = new Set((than?.get(topic)?.get(key) ?? []).map((meta) => meta.phx_ref));
      const absent = metas.filter((meta) => !refs.has(meta.phx_ref));
      if (absent.length === 0) continue;
      const map = result.get(topic) ?? {};
      map[key] = { metas: absent };
      result.set(topic, map);
    }
  return result;
};

const diff = (joins: PresenceMap, leaves: PresenceMap) => ({ joins, leaves });

/**
 * Phoenix Presence: who is on a topic, keyed (by account id here) with one meta per connection. A join gets
 * `presence_state`; every track and untrack is sent as `presence_diff {joins, leaves}`. In a cluster the other
 * processes' tracks are kept beside this process's own (`remote…`, fed by the presence relay), so a join's
 * `presence_state` names the consoles on every process. Each process tells its own consoles every diff of what
 * it knows (`broadcastHere`), its own tracks' and the other processes' alike, so what a console was told is what
 * its process knows: a process that re-learns another's tracks (server/cluster/presence-relay.ts) tells its
 * consoles the difference.
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
    this.tell(topic, diff({ [key]: { metas: [meta] } }, {}));
    this.shareWith?.({ type: 'track', topic, key, meta });
    let tracked = true;
    return () => {
      if (!tracked) return;
      tracked = false;
      remove(this.topics, topic, key, meta.phx_ref);
      this.tell(topic, diff({}, { [key]: { metas: [meta] } }));
      this.shareWith?.({ type: 'untrack', topic, key, ref: meta.phx_ref });
    };
  }

  /** This process's own tracks, for the other processes (the relay's snapshot). */
  snapshot(): PresenceSnapshot {
    return Object.fromEntries(
      [...this.topics].map(([topic, keys]) => [topic, Object.fromEntries([...keys].map(([key, m]) => [key, [...m]]))]),
    );
  }

  /** Another process tracked or untracked a console: this process's consoles on the topic are told. */
  remoteChange(process: string, change: PresenceChange): void {
    const topics = this.remoteOf(process);
    if (change.type === 'track') {
      if (add(topics, change.topic, change.key, change.meta))
        this.tell(change.topic, diff({ [change.key]: { metas: [change.meta] } }, {}));
      return;
    }
    const removed = remove(topics, change.topic, change.key, change.ref);
    if (removed) this.tell(change.topic, diff({}, { [change.key]: { metas: [removed] } }));
  }

  /**
   * Another process's tracks as it holds them now: they replace what was known of it, and this process's
   * consoles are told the difference (nothing, when nothing was missed).
   */
  remoteSnapshot(process: string, snapshot: PresenceSnapshot): void {
    const topics = new Map<string, Keys>();
    for (const [topic, keys] of Object.entries(snapshot))
      for (const [key, metas] of Object.entries(keys)) for (const meta of metas) add(topics, topic, key, meta);
    const known = this.remote.get(process);
    this.remote.set(process, topics);
    this.tellDifference(missing(topics, known), missing(known, topics));
  }

  /** A process stopped answering (it died, lost the database, or is too slow): its consoles leave every topic. */
  forgetProcess(process: string): void {
    const known = this.remote.get(process);
    this.remote.delete(process);
    this.tellDifference(new Map(), missing(known, undefined));
  }

  private tellDifference(joins: Map<string, PresenceMap>, leaves: Map<string, PresenceMap>): void {
    for (const topic of new Set([...joins.keys(), ...leaves.keys()]))
      this.tell(topic, diff(joins.get(topic) ?? {}, leaves.get(topic) ?? {}));
  }

  private tell(topic: string, change: ReturnType<typeof diff>): void {
    this.pubsub.broadcastHere(topic, 'presence_diff', change);
  }

  private remoteOf(process: string): Map<string, Keys> {
    let topics = this.remote.get(process);
    if (!topics) this.remote.set(process, (topics = new Map()));
    return topics;
  }
}
