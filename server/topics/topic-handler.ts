import type * as t from 'io-ts';
import type { Actor } from '../auth/actor';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';

/** A joined channel as its handler sees it. */
export interface ChannelHandle {
  readonly topic: string;
  /** Sends an event to this channel only (with its join_ref). Use it in `afterJoin` and push handlers. */
  push(event: string, payload: unknown): void;
  /** Runs when the channel is left, rejoined or its socket closes (presence untrack, timers). */
  onLeave(cleanup: () => void): void;
}

export interface TopicContext {
  readonly actor: Actor;
  readonly topic: string;
  /** `{name}` parts captured from the topic by the handler's pattern. */
  readonly params: Readonly<Record<string, string>>;
  readonly services: Services;
  readonly channel: ChannelHandle;
}

export interface PushHandler {
  /** Validates the payload before `handle` runs; failures answer `invalid` with path errors. */
  readonly payload?: t.Decoder<unknown, unknown>;
  handle(context: TopicContext, payload: unknown): Promise<Reply>;
}

/**
 * One topic pattern of the protocol, served. The permission table (auth/topic-permissions.ts) has already
 * allowed the join or push by account type when these run; handlers add checks that need data.
 */
export interface TopicHandler {
  readonly pattern: string;
  readonly doc: string;
  /** Answers the join. Broadcasts to the topic are held until `afterJoin` has finished. */
  join(context: TopicContext, payload: unknown): Promise<Reply>;
  /** Runs after an ok join reply went out: `init`, `presence_state`. */
  afterJoin?(context: TopicContext): Promise<void>;
  readonly pushes: Readonly<Record<string, PushHandler>>;
}

/**
 * A push whose handler receives the decoded payload. The dispatcher has already refused payloads that fail
 * the codec with path errors, so the decode here always succeeds; it only gives the handler its type.
 */
export const pushWith = <A>(
  codec: t.Decoder<unknown, A>,
  handle: (context: TopicContext, payload: A) => Promise<Reply>,
): PushHandler => ({
  payload: codec,
  handle: async (context, payload) => {
    const decoded = codec.decode(payload);
    if (decoded._tag === 'Left') throw new Error('A push reached its handler without passing its codec.');
    return handle(context, decoded.right);
  },
});
