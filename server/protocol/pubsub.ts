import type { Actor } from '../auth/actor';
import { encodeFrame } from './frame';

/** A joined channel as the broadcaster sees it: who is behind it and how to hand it a frame. */
export interface Subscriber {
  readonly actor: () => Actor | undefined;
  /** Delivers an encoded frame; the channel may hold it back while its join is still being answered. */
  readonly deliver: (text: string) => void;
}

/**
 * How subscribers of a topic see its plain broadcasts when some may see only part of them: `viewOf` names the
 * share an actor gets (undefined: the whole payload; the same name: the same frame, encoded once) and `narrow`
 * cuts an event's payload down to it. Every plain broadcast goes through it, a clustered process's relayed ones
 * too, so the publisher need not know who listens where.
 */
export interface TopicScope {
  readonly viewOf: (actor: Actor) => string | undefined;
  readonly narrow: (actor: Actor, event: string, payload: unknown) => unknown;
}

/** Topic → joined channels. Broadcasts carry ref null and join_ref null, as Phoenix fastlane broadcasts do. */
export class PubSub {
  private readonly topics = new Map<string, Set<Subscriber>>();
  private readonly scopes = new Map<string, TopicScope>();

  /** Scopes a topic's plain broadcasts per subscriber (control for production crew, issue 28). */
  scope(topic: string, scope: TopicScope): void {
    this.scopes.set(topic, scope);
  }

  subscribe(topic: string, subscriber: Subscriber): () => void {
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.topics.get(topic) === set) this.topics.delete(topic);
    };
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  /** One payload for everyone on the topic, encoded once however many listen (in a cluster: on every process). */
  broadcast(topic: string, event: string, payload: unknown): void {
    this.broadcastHere(topic, event, payload);
  }

  /**
   * The same for this process's subscribers only: what each process of a cluster decides for its own consoles
   * (presence diffs, made by each process from what it knows: server/protocol/presence.ts).
   */
  broadcastHere(topic: string, event: string, payload: unknown): void {
    const set = this.topics.get(topic);
    if (!set || set.size === 0) return;
    const scope = this.scopes.get(topic);
    if (scope) {
      this.broadcastViews(
        topic,
        event,
        (actor) => scope.viewOf(actor) ?? '',
        (actor) => (scope.viewOf(actor) === undefined ? payload : scope.narrow(actor, event, payload)),
      );
      return;
    }
    const text = encodeFrame(null, null, topic, event, payload);
    for (const subscriber of [...set]) subscriber.deliver(text);
  }

  /**
   * A payload per view: subscribers whose `viewOf` is the same string get the same frame, encoded once (the
   * payload is made from the first of them); undefined sends that subscriber nothing. Secrets and per-role
   * fields go out this way (docs/protocol.md "Security"): one frame for those who may see them, one for the rest.
   */
  broadcastViews(
    topic: string,
    event: string,
    viewOf: (actor: Actor) => string | undefined,
    payloadFor: (actor: Actor) => unknown,
  ): void {
    const set = this.topics.get(topic);
    if (!set) return;
    const encoded = new Map<string, string | undefined>();
    for (const subscriber of [...set]) {
      const actor = subscriber.actor();
      const view = actor && viewOf(actor);
      if (actor === undefined || view === undefined) continue;
      if (!encoded.has(view)) {
        const payload = payloadFor(actor);
        encoded.set(view, payload === undefined ? undefined : encodeFrame(null, null, topic, event, payload));
      }
      const text = encoded.get(view);
      if (text !== undefined) subscriber.deliver(text);
    }
  }
}
