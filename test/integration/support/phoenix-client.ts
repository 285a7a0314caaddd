import { expect } from 'chai';
import { Socket, type Channel } from 'phoenix';
import WebSocket from 'ws';

// The official phoenix client is the conformance client: every socket test goes through it, with `ws` as the
// transport because Node 20 has no global WebSocket (TOOLCHAIN.md).

export const protocolVersion = '19.09.2023';

export interface Reply {
  readonly status: 'ok' | 'error' | 'timeout';
  readonly response: Record<string, unknown>;
}

/** Connects and resolves once open; rejects if the server refuses (bad token) or does not answer. */
export const connect = (socketUrl: string, token: string, timeoutMs = 3000): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = new Socket(socketUrl, {
      transport: WebSocket as unknown as new (endpoint: string) => object,
      params: { token, version: protocolVersion },
      reconnectAfterMs: () => 60_000,
      rejoinAfterMs: () => 60_000,
    });
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error('socket did not open'));
    }, timeoutMs);
    socket.onOpen(() => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.onError(() => {
      clearTimeout(timer);
      socket.disconnect();
      reject(new Error('socket refused'));
    });
    socket.connect();
  });

const settle = (push: ReturnType<Channel['push']>): Promise<Reply> =>
  new Promise((resolve) => {
    push
      .receive('ok', (response: Record<string, unknown>) => resolve({ status: 'ok', response }))
      .receive('error', (response: Record<string, unknown>) => resolve({ status: 'error', response }))
      .receive('timeout', () => resolve({ status: 'timeout', response: {} }));
  });

/** Channels joined since the current test began (see leaveChannelsAfterEachTest). */
const joinedInTest = new Set<Channel>();

/**
 * For a describe whose sockets outlive its tests: after each test, leaves the channels the test joined, so
 * no join is left open (test/support/leak-check.ts). Channels joined in `before` hooks are kept.
 */
export const leaveChannelsAfterEachTest = (): void => {
  beforeEach(() => joinedInTest.clear());
  afterEach(() => {
    for (const channel of joinedInTest) channel.leave();
    joinedInTest.clear();
  });
};

export interface Joined {
  readonly channel: Channel;
  readonly reply: Reply;
  /** Everything the channel received since before the join, by event. */
  readonly received: Map<string, unknown[]>;
}

/**
 * Joins a topic, recording every event it receives from the start (so `init`, sent right after the reply, is
 * never missed). A refused channel is left at once so the client does not keep rejoining.
 */
export const join = async (
  socket: Socket,
  topic: string,
  events: readonly string[] = ['init', 'update', 'delete'],
): Promise<Joined> => {
  const channel = socket.channel(topic, {});
  joinedInTest.add(channel);
  const received = new Map<string, unknown[]>();
  for (const event of events) {
    channel.on(event, (payload: unknown) => {
      received.set(event, [...(received.get(event) ?? []), payload]);
    });
  }
  // The phoenix client's own 10 s: a join answered late on a loaded machine is still answered.
  const reply = await settle(channel.join(10_000));
  if (reply.status !== 'ok') channel.leave();
  return { channel, reply, received };
};

/** Joins a topic and asserts the join was accepted; the failure message names who joined what, and the refusal. */
export const joinOk = async (
  socket: Socket,
  topic: string,
  events?: readonly string[],
  who = 'the console',
): Promise<Joined> => {
  const joined = await join(socket, topic, events);
  expect(joined.reply.status, `${who} joins ${topic}: ${JSON.stringify(joined.reply.response)}`).to.equal('ok');
  return joined;
};

export const push = (channel: Channel, event: string, payload: object = {}, timeoutMs = 3000): Promise<Reply> =>
  settle(channel.push(event, payload, timeoutMs));

/** Waits until `received` holds at least `count` payloads of an event. */
export const waitFor = async (
  joined: Pick<Joined, 'received'>,
  event: string,
  count = 1,
  timeoutMs = 2000,
): Promise<unknown[]> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const payloads = joined.received.get(event) ?? [];
    if (payloads.length >= count) return payloads;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no ${count} × ${event} within ${timeoutMs} ms (got ${joined.received.get(event)?.length ?? 0})`);
};

export interface ReceivedFrame {
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
}

/** Records every frame the socket receives from now on, except Phoenix's own (`phx_reply`, `phx_close`, …). */
export const recordFrames = (socket: Socket): readonly ReceivedFrame[] => {
  const frames: ReceivedFrame[] = [];
  socket.onMessage((raw: object) => {
    const frame = raw as ReceivedFrame;
    if (!frame.event.startsWith('phx_')) frames.push(frame);
  });
  return frames;
};

export const disconnect = (socket: Socket): Promise<void> =>
  new Promise((resolve) => socket.disconnect(() => resolve()));
