import { isLeft } from 'fp-ts/lib/Either';
import type { DecodedAnswer, DecodedReply, HttpCodecs, PushCodecs } from '../../../application/ports';
import type { Normalizer, SnapshotMark } from '../../../application/store';
import { allParts, type FrameReceivedEntry, type HttpExchangedEntry, type LogEntry } from '../../../domain/log';
import type { StaleRefusal } from '../../../domain/editing';
import type { DomainEvent } from '../../../domain/state';
import { decodeStaleRefusal } from '../editing';
import { toPathErrors, type AnyTopic, type HttpCall, type Push } from '../kit';
import type { CommandCatalogue } from '../commands';
import { CommandNormalizer } from './command-normalizer';
import { TopicResolver } from './topic-resolver';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HttpCatalogue = Readonly<Record<string, HttpCall<any>>>;

const handlerFailed = (error: unknown) => [
  {
    path: '(handler)',
    expected: 'a mappable payload',
    actual: String((error as Error)?.message ?? error).slice(0, 80),
  },
];

/**
 * The boundary between the wire and the domain: decodes each frame with its topic's codec and maps it to
 * domain events. A payload failing its codec becomes `FrameRejected` with the path errors; an unknown
 * topic or event becomes `FrameIgnored`. It never throws.
 */
export class WireNormalizer implements Normalizer, PushCodecs, HttpCodecs {
  private readonly topics: TopicResolver;
  private readonly commands: CommandNormalizer;

  constructor(
    private readonly catalogue: Readonly<Record<string, AnyTopic>>,
    private readonly http: HttpCatalogue,
    commands: CommandCatalogue = {},
  ) {
    this.topics = new TopicResolver(catalogue);
    this.commands = new CommandNormalizer(commands, this.topics);
  }

  /** The payload as its push's codec encodes it; throws for a push the catalogue does not have. */
  encodePayload(pattern: string, push: string, payload: unknown): unknown {
    return this.push(pattern, push).payload.encode(payload);
  }

  /** The ok reply of a push decoded by its codec, or the codec's path errors. */
  decodeReply(pattern: string, push: string, reply: unknown): DecodedReply {
    const decoded = this.push(pattern, push).reply.decode(reply);
    return isLeft(decoded) ? { ok: false, errors: toPathErrors(decoded.left) } : { ok: true, reply: decoded.right };
  }

  /** The `stale` refusal in an error reply, or undefined (docs/protocol/one-truth.md). */
  decodeStale(response: unknown): StaleRefusal | undefined {
    return decodeStaleRefusal(response);
  }

  /** A journaled HTTP call's answer decoded by its catalogue codec; throws for a call the catalogue does not have. */
  decodeAnswer(name: string, body: unknown): DecodedAnswer {
    const call = Object.hasOwn(this.http, name) ? this.http[name] : undefined;
    if (!call) throw new Error(`The HTTP catalogue has no call ${name}`);
    const decoded = call.response.decode(body);
    return isLeft(decoded) ? { ok: false, errors: toPathErrors(decoded.left) } : { ok: true, answer: decoded.right };
  }

  private push(pattern: string, name: string): Push<unknown, unknown> {
    const topic = Object.hasOwn(this.catalogue, pattern) ? this.catalogue[pattern] : undefined;
    const push =
      topic && Object.hasOwn(topic.pushes, name) ? (topic.pushes[name] as Push<unknown, unknown>) : undefined;
    if (!push) throw new Error(`The protocol has no push ${name} on ${pattern}`);
    return push;
  }

  normalize(entry: LogEntry): readonly DomainEvent[] {
    switch (entry.kind) {
      case 'FrameReceived':
        return this.frame(entry);
      case 'HttpExchanged':
        return this.httpAnswer(entry);
      case 'CommandIssued':
        return this.commands.issued(entry);
      case 'CommandSettled':
        return this.commands.settled(entry);
      case 'ConnectionChanged':
        return [{ type: 'ConnectionChanged', state: entry.state, attempt: entry.attempt, at: entry.at }];
      case 'ClockTicked':
        return [{ type: 'ClockTicked', now: entry.now }];
      case 'FrameSent':
        // Leaving a topic ends what its presence said (src/domain/editing); other frames sent change no state.
        return entry.event === 'phx_leave' ? [{ type: 'TopicLeft', topic: entry.topic, at: entry.at }] : [];
    }
  }

  snapshot(entry: LogEntry): SnapshotMark | undefined {
    if (entry.kind !== 'FrameReceived' || typeof entry.topic !== 'string' || typeof entry.event !== 'string')
      return undefined;
    const resolved = this.topics.resolve(entry.topic);
    const inbound =
      resolved && Object.hasOwn(resolved.spec.inbound, entry.event) ? resolved.spec.inbound[entry.event] : undefined;
    if (!inbound?.supersedes) return undefined;
    const parts = inbound.supersedes === true ? allParts : inbound.supersedes(entry.payload);
    return { key: `${entry.topic} ${entry.event}`, parts };
  }

  private frame(entry: FrameReceivedEntry): readonly DomainEvent[] {
    const { topic, event, seq, at } = entry;
    const resolved = typeof topic === 'string' && typeof event === 'string' ? this.topics.resolve(topic) : undefined;
    const inbound = resolved && Object.hasOwn(resolved.spec.inbound, event) ? resolved.spec.inbound[event] : undefined;
    if (!resolved || !inbound) {
      // Phoenix's own replies and lifecycle frames are the gateway's business, not state.
      return typeof event === 'string' && event.startsWith('phx_')
        ? []
        : [{ type: 'FrameIgnored', seq, topic, event, at }];
    }
    const decoded = inbound.codec.decode(entry.payload);
    if (isLeft(decoded)) return [{ type: 'FrameRejected', seq, topic, event, at, errors: toPathErrors(decoded.left) }];
    try {
      const events = inbound.toEvents(decoded.right, { topic, event, params: resolved.params, seq, at });
      return [{ type: 'FrameDecoded', topic, event, at }, ...events];
    } catch (error) {
      return [{ type: 'FrameRejected', seq, topic, event, at, errors: handlerFailed(error) }];
    }
  }

  private httpAnswer(entry: HttpExchangedEntry): readonly DomainEvent[] {
    const call = Object.hasOwn(this.http, entry.name) ? this.http[entry.name] : undefined;
    const topic = `http:${entry.name}`;
    if (!call) return [{ type: 'FrameIgnored', seq: entry.seq, topic, event: entry.method, at: entry.at }];
    const context = {
      name: entry.name,
      url: entry.url,
      status: entry.status,
      request: entry.request,
      response: entry.response,
      seq: entry.seq,
      at: entry.at,
    };
    try {
      if (entry.status < 200 || entry.status > 299) return call.onFailure?.(context) ?? [];
      const decoded = call.response.decode(entry.response);
      if (isLeft(decoded)) {
        return [
          {
            type: 'FrameRejected',
            seq: entry.seq,
            topic,
            event: entry.method,
            at: entry.at,
            errors: toPathErrors(decoded.left),
          },
          ...(call.onFailure?.(context) ?? []),
        ];
      }
      return call.toEvents(decoded.right, context);
    } catch (error) {
      return [
        {
          type: 'FrameRejected',
          seq: entry.seq,
          topic,
          event: entry.method,
          at: entry.at,
          errors: handlerFailed(error),
        },
      ];
    }
  }
}
