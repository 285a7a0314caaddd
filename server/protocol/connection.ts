import type { SessionIdentity } from '../auth/actor-directory';
import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import type { TopicRegistry } from '../topics/registry';
import { encodeFrame, parseFrame, type Frame, type MalformedFrame } from './frame';
import { ChannelDispatcher } from './channel-dispatcher';
import { ok, reasons, refuse, type Reply } from './reply';

/** The transport under one connection: the `ws` socket in production, anything that sends text in tests. */
export interface Transport {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Bytes queued but not yet written; used to drop consumers that cannot keep up. */
  readonly bufferedAmount: number;
}

/** A consumer this far behind is disconnected; it rejoins and gets a fresh `init` instead of a stale backlog. */
const maxBufferedBytes = 8 * 1024 * 1024;

/**
 * One Phoenix socket: parses frames, answers heartbeats and malformed frames at once, and runs each topic's
 * frames in order (one queue per topic, as a Phoenix channel process would) through the dispatcher.
 */
export class SocketConnection {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly dispatcher: ChannelDispatcher;
  private current: Actor | undefined;
  private closed = false;

  constructor(
    private readonly transport: Transport,
    readonly identity: SessionIdentity,
    private readonly services: Services,
    registry: TopicRegistry,
  ) {
    this.dispatcher = new ChannelDispatcher(this, services, registry);
  }

  /** The actor as last resolved; broadcasts filter on it synchronously. */
  get actor(): Actor | undefined {
    return this.current;
  }

  set actor(actor: Actor | undefined) {
    this.current = actor;
  }

  receive(text: string): void {
    if (this.closed) return;
    const parsed = parseFrame(text);
    if (!parsed.ok) return this.answerMalformed(parsed.malformed);
    const { frame } = parsed;
    if (frame.topic === 'phoenix') return this.reply(frame, frame.event === 'heartbeat' ? ok({}) : refuse(reasons.unknownEvent));
    this.enqueue(frame.topic, () => this.dispatcher.dispatch(frame));
  }

  /** A binary frame: this server speaks only the JSON serializer. */
  receiveBinary(): void {
    this.answerMalformed({ reason: 'binary frames are not supported', joinRef: null, ref: null, topic: null });
  }

  reply(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, reply: Reply): void {
    this.send(encodeFrame(frame.joinRef, frame.ref, frame.topic, 'phx_reply', reply));
  }

  send(text: string): void {
    if (this.closed) return;
    if (this.transport.bufferedAmount > maxBufferedBytes) {
      this.close(1013, 'consumer too slow');
      return;
    }
    this.transport.send(text);
  }

  close(code = 1000, reason = ''): void {
    if (this.closed) return;
    this.closed = true;
    this.dispatcher.leaveAll();
    this.transport.close(code, reason);
  }

  /** The transport closed on its own (client went away). */
  closedByPeer(): void {
    if (this.closed) return;
    this.closed = true;
    this.dispatcher.leaveAll();
  }

  /** Resolves when every frame received so far has been handled. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private answerMalformed(malformed: MalformedFrame): void {
    const response = refuse(reasons.malformed, { detail: malformed.reason });
    // A reply needs a ref to be matched by the client; without one we can only say so on the `phoenix` topic,
    // which no channel listens to, so the client is not disturbed.
    if (malformed.ref !== null) this.reply({ joinRef: malformed.joinRef, ref: malformed.ref, topic: malformed.topic ?? 'phoenix' }, response);
    else this.send(encodeFrame(null, null, 'phoenix', 'phx_error', response.response));
  }

  private enqueue(topic: string, work: () => Promise<void>): void {
    const previous = this.queues.get(topic) ?? Promise.resolve();
    // The dispatcher answers its own failures; this catch only keeps a bug from becoming an unhandled rejection.
    const next = previous.then(work).catch((error: unknown) => this.services.log.error(`Frame on ${topic} failed`, error));
    this.queues.set(topic, next);
    this.running.add(next);
    void next.finally(() => {
      this.running.delete(next);
      if (this.queues.get(topic) === next) this.queues.delete(topic);
    });
  }
}
