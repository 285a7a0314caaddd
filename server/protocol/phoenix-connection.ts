import { encodeFrame, parseFrame, type Frame, type MalformedFrame } from './frame';
import { ok, reasons, refuse, type Reply } from './reply';
import type { Logger } from './logger';

/** The transport under one connection: the `ws` socket in production, anything that sends text in tests. */
export interface Transport {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Bytes queued but not yet written; used to drop consumers that cannot keep up. */
  readonly bufferedAmount: number;
}

/** The part of a connection its channels use. */
export interface FrameOutlet {
  send(text: string): void;
  reply(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, reply: Reply): void;
  /** Bytes queued on the transport and not yet written. */
  readonly backlog: number;
}

/** What handles a connection's channel frames (joins, leaves, pushes); heartbeats never reach it. */
export interface FrameDispatcher {
  dispatch(frame: Frame): Promise<void> | void;
  /** The socket is gone: stop timers, drop channels. */
  leaveAll(): void;
}

export interface ConnectionOptions {
  /**
   * A consumer this far behind is disconnected; it rejoins and gets a fresh `init` instead of a stale backlog.
   * Default 8 MiB; Infinity for a connection that paces itself (the replay pauses its timeline instead).
   */
  readonly maxBufferedBytes?: number;
}

const defaultMaxBufferedBytes = 8 * 1024 * 1024;

/**
 * One Phoenix socket (serializer vsn 2.0.0): parses frames, answers heartbeats and malformed frames at once,
 * and runs each topic's frames in order (one queue per topic, as a Phoenix channel process would) through the
 * dispatcher it is given. What answers joins and pushes is the dispatcher's business: the studio server's
 * channels (protocol/channel-dispatcher.ts) or a replay's (replay/replay-channels.ts).
 */
export class PhoenixConnection implements FrameOutlet {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private readonly dispatcher: FrameDispatcher;
  private readonly maxBufferedBytes: number;
  private closed = false;

  constructor(
    private readonly transport: Transport,
    private readonly log: Logger,
    dispatcherFor: (outlet: FrameOutlet) => FrameDispatcher,
    options: ConnectionOptions = {},
  ) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? defaultMaxBufferedBytes;
    this.dispatcher = dispatcherFor(this);
  }

  get backlog(): number {
    return this.transport.bufferedAmount;
  }

  receive(text: string): void {
    if (this.closed) return;
    const parsed = parseFrame(text);
    if (!parsed.ok) return this.answerMalformed(parsed.malformed);
    const { frame } = parsed;
    if (frame.topic === 'phoenix')
      return this.reply(frame, frame.event === 'heartbeat' ? ok({}) : refuse(reasons.unknownEvent));
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
    if (this.transport.bufferedAmount > this.maxBufferedBytes) {
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
    if (malformed.ref !== null)
      this.reply({ joinRef: malformed.joinRef, ref: malformed.ref, topic: malformed.topic ?? 'phoenix' }, response);
    else this.send(encodeFrame(null, null, 'phoenix', 'phx_error', response.response));
  }

  private enqueue(topic: string, work: () => Promise<void> | void): void {
    const previous = this.queues.get(topic) ?? Promise.resolve();
    // The dispatcher answers its own failures; this catch only keeps a bug from becoming an unhandled rejection.
    const next = previous.then(work).catch((error: unknown) => this.log.error(`Frame on ${topic} failed`, error));
    this.queues.set(topic, next);
    this.running.add(next);
    void next.finally(() => {
      this.running.delete(next);
      if (this.queues.get(topic) === next) this.queues.delete(topic);
    });
  }
}
