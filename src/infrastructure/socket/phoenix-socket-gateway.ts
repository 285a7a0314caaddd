import { Socket, type Channel, type Push } from 'phoenix';
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { InboundFrame, PushResult, SocketConnection, SocketPort } from '../../application/ports';
import { payloadTextOf } from './frame-text';
import { OrderedDecoder } from './ordered-decoder';
import { reconnectDelay } from './reconnect-schedule';

/** Phoenix's channel state ('closed' | 'errored' | 'joined' | 'joining' | 'leaving'), not in its typings. */
const channelState = (channel: Channel): string => (channel as unknown as { state: string }).state;

/** Drops a push from the channel's send-on-join buffer (phoenix skips one that timed out, not one abandoned). */
const withoutBuffered = (channel: Channel, push: Push): void => {
  const buffered = channel as unknown as { pushBuffer: Push[] };
  buffered.pushBuffer = buffered.pushBuffer.filter((waiting) => waiting !== push);
};

/** The fixed version string the backend expects in the connect params (spec 1 §9). */
export const socketVersion = '19.09.2023';

export interface GatewayOptions {
  /** WebSocket constructor; Node has none built in (tests pass `ws`). */
  readonly transport?: unknown;
  readonly heartbeatIntervalMs?: number;
}

/**
 * The one Phoenix socket of the console. It reports every frame in and out and every connection change as
 * streams (the application turns them into log entries); channels rejoin by themselves after a reconnect,
 * and each rejoin brings a fresh `init` that replaces the list it carries.
 */
export class PhoenixSocketGateway implements SocketPort {
  private socket: Socket | undefined;
  private readonly channels = new Map<string, { channel: Channel; joined: Promise<unknown> }>();
  private readonly frames = new Subject<InboundFrame>();
  private readonly sent = new Subject<InboundFrame>();
  private readonly connection = new BehaviorSubject<SocketConnection>({ state: 'closed', attempt: 0 });
  private failures = 0;
  /** Ends each push still waiting for its reply (see `abandonInFlight`). */
  private readonly inFlight = new Set<() => void>();
  /** Wire text of each decoded payload, so the log can keep it for the recorders. */
  private readonly payloadTexts = new WeakMap<object, string>();

  readonly frames$: Observable<InboundFrame> = this.frames.asObservable();
  readonly sent$: Observable<InboundFrame> = this.sent.asObservable();
  readonly connection$: Observable<SocketConnection> = this.connection.asObservable();

  constructor(
    private readonly url: string,
    private readonly options: GatewayOptions = {},
  ) {}

  connect(token: string): void {
    this.disconnect();
    this.failures = 0;
    const socket = new Socket(this.url, {
      params: { token, version: socketVersion },
      reconnectAfterMs: (tries: number) => reconnectDelay(tries),
      rejoinAfterMs: (tries: number) => reconnectDelay(tries),
      heartbeatIntervalMs: this.options.heartbeatIntervalMs ?? 30_000,
      decode: (raw: string, callback: (message: object) => void) => this.decoder.decode(raw, callback),
      ...(this.options.transport ? { transport: this.options.transport as never } : {}),
    });
    let open = false;
    socket.onOpen(() => {
      open = true;
      this.failures = 0;
      this.connection.next({ state: 'connected', attempt: 0 });
    });
    // Every attempt ends in one close (an error comes before it, and is not counted again). The close of an
    // open socket is the loss itself, attempt 0; each close after it is one failed reconnect attempt.
    socket.onClose(() => {
      if (this.socket !== socket) return;
      if (open) open = false;
      else this.failures += 1;
      this.abandonInFlight();
      this.connection.next({ state: 'disconnected', attempt: this.failures });
    });
    socket.onMessage((raw: object) => {
      const message = raw as { topic: string; event: string; payload: unknown; ref?: string | null };
      if (message.topic === 'phoenix') return; // heartbeats
      const payloadText =
        typeof message.payload === 'object' && message.payload !== null
          ? this.payloadTexts.get(message.payload)
          : undefined;
      this.frames.next({
        topic: message.topic,
        event: message.event,
        payload: message.payload,
        ...(message.ref ? { ref: message.ref } : {}),
        ...(payloadText ? { payloadText } : {}),
      });
    });
    this.socket = socket;
    this.connection.next({ state: 'connecting', attempt: 0 });
    socket.connect();
  }

  /** Phoenix's JSON decoding, also remembering each payload's text (binary frames are not used here). */
  private readonly parseFrame = (raw: string): object => {
    const [join_ref, ref, topic, event, payload] = JSON.parse(raw) as [
      string | null,
      string | null,
      string,
      string,
      unknown,
    ];
    if (typeof payload === 'object' && payload !== null) {
      const text = payloadTextOf(raw);
      if (text !== undefined) this.payloadTexts.set(payload, text);
    }
    return { join_ref, ref, topic, event, payload };
  };

  /** Frames in wire order; a large one is parsed and delivered in tasks of their own (see OrderedDecoder). */
  private readonly decoder = new OrderedDecoder(this.parseFrame);

  disconnect(): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = undefined;
    for (const { channel } of this.channels.values()) channel.leave();
    this.channels.clear();
    socket.disconnect();
    this.abandonInFlight();
    this.connection.next({ state: 'closed', attempt: 0 });
  }

  join(topic: string, payload: Readonly<Record<string, unknown>> = {}): Promise<unknown> {
    const existing = this.channels.get(topic);
    if (existing) return existing.joined;
    // With the connection lost, a new join is refused at once rather than buffered until the rejoin: a push that
    // waits on it would otherwise go out seconds later (docs/protocol/server.md "Losing the server"). The lease
    // service joins its topics again when the connection comes back.
    if (!this.socket || this.connection.value.state === 'disconnected')
      return Promise.reject(new Error('not connected'));
    const channel = this.socket.channel(topic, { ...payload });
    const joined = new Promise<unknown>((resolve, reject) => {
      channel
        .join()
        .receive('ok', resolve)
        .receive('error', (response: unknown) => {
          // Left at once: the phoenix client would otherwise rejoin a refused topic for ever in the background.
          channel.leave();
          reject(Object.assign(new Error(`join refused: ${topic}`), { response }));
        })
        .receive('timeout', () => reject(new Error(`join timed out: ${topic}`)));
    });
    // A refused join is reported to the caller; it must not become an unhandled rejection elsewhere.
    joined.catch(() => this.channels.delete(topic));
    this.channels.set(topic, { channel, joined });
    this.sent.next({ topic, event: 'phx_join', payload });
    return joined;
  }

  leave(topic: string): void {
    const entry = this.channels.get(topic);
    if (!entry) return;
    this.channels.delete(topic);
    entry.channel.leave();
    this.sent.next({ topic, event: 'phx_leave', payload: {} });
  }

  push(topic: string, event: string, payload: unknown, timeoutMs: number): Promise<PushResult> {
    const entry = this.channels.get(topic);
    // With the connection lost (the socket closed, every channel errored) a push is not sent at all: phoenix would
    // buffer it and send it on the rejoin, seconds later, an operator's click the console had long reported as
    // failed (docs/protocol/server.md "Losing the server"). Only a first join still in progress buffers.
    if (!entry || this.connection.value.state === 'disconnected' || channelState(entry.channel) === 'errored')
      return Promise.resolve({ status: 'not_sent' });
    this.sent.next({ topic, event, payload });
    return new Promise<PushResult>((resolve) => {
      // Phoenix buffers a push while the channel is joining and sends it once joined; if the time-out comes
      // first, `sent` tells a push the server never saw from one it did not answer.
      const pushed = entry.channel.push(event, payload as object, timeoutMs);
      const settle = (result: PushResult): void => {
        this.inFlight.delete(unanswered);
        resolve(result);
      };
      const unanswered = (): void => {
        if ((pushed as unknown as { sent: boolean }).sent) return settle({ status: 'timeout' });
        // Reported as not sent, so it must never go: abandoned before its time-out, phoenix would still send it
        // from its buffer on the rejoin.
        withoutBuffered(entry.channel, pushed);
        settle({ status: 'not_sent' });
      };
      this.inFlight.add(unanswered);
      pushed
        .receive('ok', (response: unknown) => settle({ status: 'ok', response }))
        .receive('error', (response: unknown) => settle({ status: 'error', response }))
        .receive('timeout', unanswered);
    });
  }

  /**
   * The connection is gone: a reply belongs to it, so no push in flight can be answered any more. Each ends now as
   * it would at its time-out (`timeout` when sent, `not_sent` when still buffered) instead of 10 s later, so the
   * operator learns at once and the console takes commands again (docs/protocol/server.md "Losing the server").
   */
  private abandonInFlight(): void {
    for (const unanswered of [...this.inFlight]) unanswered();
  }
}
