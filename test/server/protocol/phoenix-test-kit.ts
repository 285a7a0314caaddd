import type { Frame } from '../../../server/protocol/frame';
import { PhoenixChannels } from '../../../server/protocol/phoenix-channels';
import { PhoenixConnection, type Transport } from '../../../server/protocol/phoenix-connection';
import { ok, refuse } from '../../../server/protocol/reply';
import type { Logger } from '../../../server/protocol/logger';

// Fakes for the shared Phoenix mechanics (server/protocol/phoenix-*.ts): a transport that keeps what was sent,
// a logger that keeps errors, and the smallest PhoenixChannels subclass, so the specs pin the bookkeeping the
// studio server's ChannelDispatcher and the replay's ReplayChannels both inherit.

/** A transport that records every frame sent (parsed back) and how it was closed; `bufferedAmount` is settable. */
export class FakeTransport implements Transport {
  readonly sent: string[] = [];
  closedWith: { readonly code: number; readonly reason: string } | undefined;
  bufferedAmount = 0;

  send(text: string): void {
    this.sent.push(text);
  }

  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
  }

  /** Every frame sent so far as the array the client receives. */
  get frames(): unknown[][] {
    return this.sent.map((text) => JSON.parse(text) as unknown[]);
  }
}

export class FakeLogger implements Logger {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];

  info(): void {}

  warn(message: string): void {
    this.warnings.push(message);
  }

  error(message: string): void {
    this.errors.push(message);
  }
}

export interface TestChannel {
  readonly joinRef: string | null;
  readonly name: string;
}

/**
 * Accepts every join except those of topics in `refusing`; answers a push with its event and payload and the
 * channel it reached; records every join and push it handles and every channel it releases.
 */
export class TestChannels extends PhoenixChannels<TestChannel> {
  readonly released: string[] = [];
  readonly handled: string[] = [];
  readonly refusing = new Set<string>();
  private joins = 0;

  /** The channel open on `topic` now, if any. */
  channelOf(topic: string): TestChannel | undefined {
    return this.joined.get(topic);
  }

  /** What late work of `channel` (a handler's push after an await) would be told. */
  stillOpen(topic: string, channel: TestChannel): boolean {
    return this.isOpen(topic, channel);
  }

  protected join(frame: Frame): void {
    this.handled.push(`join ${frame.topic}`);
    if (this.refusing.has(frame.topic)) return this.outlet.reply(frame, refuse('unauthorized'));
    this.joins += 1;
    const channel: TestChannel = { joinRef: frame.joinRef, name: `${frame.topic}#${this.joins}` };
    this.open(frame.topic, channel);
    this.outlet.reply(frame, ok({ joined: channel.name }));
  }

  protected push(frame: Frame, channel: TestChannel): void {
    this.handled.push(`${frame.event} ${frame.topic}`);
    this.outlet.reply(
      frame,
      ok({
        event: frame.event,
        payload: frame.payload,
        channel: channel.name,
        open: this.isOpen(frame.topic, channel),
      }),
    );
  }

  protected release(_topic: string, channel: TestChannel): void {
    this.released.push(channel.name);
  }
}

export interface Wired {
  readonly transport: FakeTransport;
  readonly log: FakeLogger;
  readonly connection: PhoenixConnection;
  readonly channels: TestChannels;
}

/** A PhoenixConnection over a FakeTransport with TestChannels behind it. */
export const wire = (): Wired => {
  const transport = new FakeTransport();
  const log = new FakeLogger();
  let channels: TestChannels | undefined;
  const connection = new PhoenixConnection(transport, log, (outlet) => (channels = new TestChannels(outlet)));
  if (!channels) throw new Error('the connection did not build its dispatcher');
  return { transport, log, connection, channels };
};

/** A frame as the client writes it. */
export const frame = (
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payload: unknown = {},
): string => JSON.stringify([joinRef, ref, topic, event, payload]);

/** A promise settled from outside, to hold a frame half-handled. */
export const deferred = (): { readonly promise: Promise<void>; readonly resolve: () => void } => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
};
