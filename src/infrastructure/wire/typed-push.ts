import { isLeft } from 'fp-ts/lib/Either';
import { topicCatalogue, type TopicCatalogue } from './catalogue';
import { toPathErrors, type Push } from './kit';

/** Every topic pattern of the protocol (`events:all`, `instances:status:{id}`, …). */
export type TopicPattern = keyof TopicCatalogue;

/** The pushes a topic accepts. */
export type PushName<P extends TopicPattern> = Extract<keyof TopicCatalogue[P]['pushes'], string>;

type PushSpecOf<P extends TopicPattern, N extends PushName<P>> = TopicCatalogue[P]['pushes'][N];

/** What a push sends. */
export type PushPayload<P extends TopicPattern, N extends PushName<P>> =
  PushSpecOf<P, N> extends { readonly payload: { readonly _A: infer A } } ? A : never;

/** The `response` of the push's ok reply. */
export type PushReply<P extends TopicPattern, N extends PushName<P>> =
  PushSpecOf<P, N> extends { readonly reply: { readonly _A: infer R } } ? R : never;

/** A concrete topic of a pattern: `instances:status:{id}` accepts `instances:status:${string}`. */
export type TopicOf<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${TopicOf<Tail>}`
  : P;

/** Sends a push and resolves with the `response` of an ok reply; rejects on an error reply or a time-out. */
export type RawPush = (topic: string, event: string, payload: unknown) => Promise<unknown>;

export class ReplyRejectedError extends Error {
  constructor(
    readonly topic: string,
    readonly event: string,
    readonly details: string,
  ) {
    super(`The reply to ${event} on ${topic} did not have the documented shape: ${details}`);
  }
}

/**
 * A push checked at compile time against the catalogue (wrong topic, event, payload or reply type does
 * not compile) and at run time at the boundary: the payload is encoded by its codec, the reply decoded.
 */
export const typedPush = async <P extends TopicPattern, N extends PushName<P>>(
  raw: RawPush,
  pattern: P,
  topic: TopicOf<P>,
  event: N,
  payload: PushPayload<P, N>,
): Promise<PushReply<P, N>> => {
  const spec = (topicCatalogue[pattern].pushes as Record<string, Push<unknown, unknown>>)[event];
  if (!spec) throw new Error(`${pattern} has no push ${event}`);
  const response = await raw(topic, event, spec.payload.encode(payload));
  const decoded = spec.reply.decode(response);
  if (isLeft(decoded))
    throw new ReplyRejectedError(
      topic,
      event,
      toPathErrors(decoded.left)
        .map((e) => `${e.path}: expected ${e.expected}, got ${e.actual}`)
        .join('; '),
    );
  return decoded.right as PushReply<P, N>;
};
