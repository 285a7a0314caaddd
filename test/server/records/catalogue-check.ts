import { isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { Channel, Socket } from 'phoenix';
import { httpCatalogue, topicCatalogue } from '../../../src/infrastructure/wire';
import { compileTopicPattern, toPathErrors } from '../../../src/infrastructure/wire/kit';
import { push, type Reply } from '../../integration/support/phoenix-client';

// Conformance with the console's catalogue, for the content features' integration tests: every frame the
// server sends on a catalogued topic decodes with the console's inbound codec, every ok reply with the push's
// reply codec, every HTTP answer with its call's response codec (test/integration/conformance.spec.ts runs them
// over the admin topics and the HTTP API; the studio fixture over whatever a spec's consoles receive).

type Pattern = keyof typeof topicCatalogue;

const matchers = Object.keys(topicCatalogue)
  .map((pattern) => compileTopicPattern(pattern))
  .sort((a, b) => b.specificity - a.specificity);

export const patternOf = (topic: string): Pattern | undefined =>
  matchers.find((matcher) => matcher.match(topic) !== undefined)?.pattern as Pattern | undefined;

const decodeErrors = (codec: t.Decoder<unknown, unknown>, value: unknown): string[] => {
  const result = codec.decode(value);
  return isRight(result)
    ? []
    : toPathErrors(result.left).map((error) => `${error.path}: expected ${error.expected}, got ${error.actual}`);
};

/** Why an inbound frame would not decode in the console (empty when it does). */
export const inboundErrors = (topic: string, event: string, payload: unknown): string[] => {
  const pattern = patternOf(topic);
  if (!pattern) return [`${topic} is not in the catalogue`];
  const inbound = (
    topicCatalogue[pattern].inbound as Record<string, { codec: t.Decoder<unknown, unknown> } | undefined>
  )[event];
  return inbound
    ? decodeErrors(inbound.codec, payload).map((error) => `${event} on ${topic}: ${error}`)
    : [`${pattern} has no inbound ${event}`];
};

/** Why an ok reply would not decode in the console (empty when it does). */
export const replyErrors = (topic: string, event: string, response: unknown): string[] => {
  const pattern = patternOf(topic);
  if (!pattern) return [`${topic} is not in the catalogue`];
  const spec = (topicCatalogue[pattern].pushes as Record<string, { reply: t.Decoder<unknown, unknown> } | undefined>)[
    event
  ];
  return spec
    ? decodeErrors(spec.reply, response).map((error) => `${event} reply on ${topic}: ${error}`)
    : [`${pattern} has no push ${event}`];
};

/** Why an HTTP answer would not decode with the catalogue's response codec of the call (empty when it does). */
export const httpErrors = (call: string, answer: unknown): string[] => {
  const spec = (httpCatalogue as Record<string, { response: t.Decoder<unknown, unknown> } | undefined>)[call];
  return spec
    ? decodeErrors(spec.response, answer).map((error) => `${call}: ${error}`)
    : [`the HTTP catalogue has no ${call}`];
};

interface Message {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/** Records every non-phx frame a socket receives and checks them against the catalogue on demand. */
export class FrameLog {
  private readonly messages: Message[] = [];

  constructor(socket: Socket) {
    socket.onMessage((raw: object) => {
      const message = raw as Message;
      if (!message.event.startsWith('phx_') && message.topic !== 'phoenix') this.messages.push(message);
    });
  }

  /** Distinct `pattern event` pairs seen, to prove the checks covered what they should. */
  seen(): Set<string> {
    return new Set(
      this.messages.flatMap((message) =>
        patternOf(message.topic) ? [`${patternOf(message.topic)} ${message.event}`] : [],
      ),
    );
  }

  /** Errors of every recorded frame on a catalogued topic. */
  errors(): string[] {
    return this.messages
      .filter((message) => patternOf(message.topic) !== undefined)
      .flatMap((message) => inboundErrors(message.topic, message.event, message.payload));
  }
}

/** A push whose ok reply must decode with the catalogue's reply codec; the reply is returned either way. */
export const checkedPush = async (channel: Channel, event: string, payload: object = {}): Promise<Reply> => {
  const reply = await push(channel, event, payload);
  if (reply.status === 'ok') {
    const errors = replyErrors(channel.topic, event, reply.response);
    if (errors.length > 0) throw new Error(errors.join('\n'));
  }
  return reply;
};

/** Waits for a payload of `event` that matches (other changes, e.g. the live simulation's, may arrive between). */
export const waitForMatch = async (
  joined: { readonly received: Map<string, unknown[]> },
  event: string,
  matches: (payload: unknown) => boolean,
  timeoutMs = 2000,
): Promise<unknown> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (joined.received.get(event) ?? []).find(matches);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(
    `no matching ${event} within ${timeoutMs} ms (got ${JSON.stringify(joined.received.get(event) ?? [])})`,
  );
};
