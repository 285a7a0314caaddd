import type * as t from 'io-ts';
import type { DomainEvent } from '../../../domain/state';

/** Where a frame came from: the topic it arrived on, the parameters its pattern captured, when and which entry. */
export interface FrameContext {
  readonly topic: string;
  readonly event: string;
  /** Captured `{name}` parts of the topic pattern, e.g. `{ id: '42' }` for `instances:status:42`. */
  readonly params: Readonly<Record<string, string>>;
  readonly seq: number;
  readonly at: number;
}

/** An event a topic delivers: its payload codec and the domain events it becomes. */
export interface Inbound<A> {
  readonly doc: string;
  readonly codec: t.Type<A, unknown, unknown>;
  readonly toEvents: (payload: A, context: FrameContext) => readonly DomainEvent[];
  /**
   * True when every frame carries the whole state its events set (a status snapshot, a clock tick): once a
   * later frame with the same topic and event is folded, this one has no effect left. Seeking skips
   * decoding such frames, so the flag must be true only when that holds for every projection.
   *
   * A function when a frame carries only some parts of that state and a part it lacks keeps its last value
   * (an instance status): it reads the raw payload of a frame that passed the codec and returns the parts it
   * carries as bits. The frame is then superseded once later frames have together carried all its parts;
   * a part the function cannot name sets `unnamedPart` (domain/log/snapshot-parts.ts), which keeps the frame.
   */
  readonly supersedes?: true | ((payload: unknown) => number);
}

/** The command an ok reply answers: its id, and the sequence number and time of its settlement. */
export interface ReplyContext {
  readonly id: string;
  readonly seq: number;
  readonly at: number;
}

/**
 * A push a topic accepts: the payload the console sends and the `response` of an ok reply, and the domain
 * events that reply becomes when a projection needs it (most replies only confirm: their state comes back as
 * frames).
 */
export interface Push<P, R> {
  readonly doc: string;
  readonly payload: t.Type<P, unknown, unknown>;
  readonly reply: t.Type<R, unknown, unknown>;
  readonly toEvents?: (reply: R, context: ReplyContext) => readonly DomainEvent[];
}

/**
 * One topic of the protocol: its pattern (`{name}` captures one `:`-free part, a trailing `{rest*}` captures
 * the remainder), what it delivers and what it accepts. `joinPayload` is what a join sends, if anything.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TopicSpec<In extends Record<string, Inbound<any>>, Out extends Record<string, Push<any, any>>> {
  readonly pattern: string;
  readonly doc: string;
  readonly inbound: In;
  readonly pushes: Out;
}

// `any` here lets each topic keep its precise payload types while being stored in one catalogue.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTopic = TopicSpec<Record<string, Inbound<any>>, Record<string, Push<any, any>>>;

/** Keeps the literal types of a topic's events and pushes for the typed catalogue. */
export const defineTopic = <
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  In extends Record<string, Inbound<any>>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Out extends Record<string, Push<any, any>>,
>(
  spec: TopicSpec<In, Out>,
): TopicSpec<In, Out> => spec;

/** Keeps the payload type of one inbound event while checking `toEvents` against it. */
export const inbound = <A>(spec: Inbound<A>): Inbound<A> => spec;

/** Keeps payload and reply types of one push. */
export const push = <P, R>(spec: Push<P, R>): Push<P, R> => spec;
