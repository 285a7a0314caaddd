import { expect } from 'chai';
import type { Socket } from 'phoenix';
import type { NewLogEntry } from '../../src/domain/log';
import { ReplayScriptBuilder, startReplayServer, type ReplayServer } from '../../server/replay';
import { numbered } from '../support/core-entries';
import { connect, disconnect } from './support/phoenix-client';
import { quietLogger } from './support/studio';

// Wall-clock assertions stay loose on purpose (a busy CI machine delays timers): order always, spacing only
// by ratios with wide margins, never an exact duration.

const t0 = Date.parse('2026-11-22T10:00:00Z');

const tick = (offsetMs: number, topic: string, n: number): NewLogEntry => ({
  kind: 'FrameReceived',
  at: t0 + offsetMs,
  topic,
  event: 'tick',
  payload: { n },
});

const serve = async (entries: readonly NewLogEntry[], speed: number, loop = false): Promise<ReplayServer> => {
  const builder = new ReplayScriptBuilder();
  for (const entry of numbered([{ kind: 'ConnectionChanged', at: t0, state: 'connected', attempt: 0 }, ...entries]))
    builder.add(entry);
  return startReplayServer({ script: builder.build(), speed, loop, port: 0, log: quietLogger([]) });
};

interface Arrival {
  readonly n: number;
  readonly at: number;
}

/** Joins `topic` and collects every `tick` with its arrival time until `count` have come. */
const collect = async (socket: Socket, topic: string, count: number, timeoutMs = 8000): Promise<Arrival[]> => {
  const arrivals: Arrival[] = [];
  const channel = socket.channel(topic, {});
  channel.on('tick', (payload: { n: number }) => {
    arrivals.push({ n: payload.n, at: performance.now() });
  });
  channel.join();
  const deadline = performance.now() + timeoutMs;
  while (arrivals.length < count && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  return arrivals;
};

const span = (arrivals: readonly Arrival[]): number => (arrivals.at(-1)?.at ?? 0) - (arrivals[0]?.at ?? 0);

describe('replay serve timing: original timing scaled by --speed, joins catch up, --loop restarts', function () {
  this.timeout(30_000);
  const servers: ReplayServer[] = [];
  const sockets: Socket[] = [];
  const open = async (server: ReplayServer): Promise<Socket> => {
    const socket = await connect(server.socketUrl, 'token');
    sockets.push(socket);
    return socket;
  };
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map(disconnect));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('keeps the recorded order and spacing, scaled by speed', async () => {
    const entries = [tick(0, 'ticks', 1), tick(100, 'ticks', 2), tick(1100, 'ticks', 3)];
    servers.push(await serve(entries, 1), await serve(entries, 5));
    const [asRecorded, fast] = await Promise.all(
      servers.map(async (server) => collect(await open(server), 'ticks', 3)),
    );
    for (const arrivals of [asRecorded, fast]) expect(arrivals?.map((arrival) => arrival.n)).to.deep.equal([1, 2, 3]);
    const gaps = (arrivals: readonly Arrival[]) => [
      (arrivals[1]?.at ?? 0) - (arrivals[0]?.at ?? 0),
      (arrivals[2]?.at ?? 0) - (arrivals[1]?.at ?? 0),
    ];
    const [firstGap = 0, secondGap = 0] = gaps(asRecorded ?? []);
    expect(secondGap, 'the 1 s gap stays longer than the 0.1 s one').to.be.greaterThan(firstGap);
    expect(span(asRecorded ?? []), 'a 1.1 s recording at speed 1 takes most of 1.1 s').to.be.greaterThan(700);
    expect(span(fast ?? []), 'speed 5 is clearly faster than speed 1').to.be.lessThan(span(asRecorded ?? []) / 2);
  });

  it('a topic joined after its first frames were due receives them at once, in order, then the rest on time', async () => {
    const server = await serve(
      [tick(0, 'late:1', 1), tick(50, 'late:1', 2), tick(150, 'other', 0), tick(1500, 'late:1', 3)],
      1,
    );
    servers.push(server);
    const socket = await open(server);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const joined = performance.now();
    const arrivals = await collect(socket, 'late:1', 3);
    expect(arrivals.map((arrival) => arrival.n)).to.deep.equal([1, 2, 3]);
    expect((arrivals[1]?.at ?? 0) - joined, 'the catch-up comes with the join').to.be.lessThan(500);
    expect((arrivals[2]?.at ?? 0) - (arrivals[1]?.at ?? 0), 'the last frame waits for its time').to.be.greaterThan(400);
  });

  it('each connection replays from the start on its own clock', async () => {
    const server = await serve([tick(0, 'ticks', 1), tick(300, 'ticks', 2)], 1);
    servers.push(server);
    const first = await collect(await open(server), 'ticks', 2);
    const second = await collect(await open(server), 'ticks', 2);
    expect(first.map((arrival) => arrival.n)).to.deep.equal([1, 2]);
    expect(second.map((arrival) => arrival.n)).to.deep.equal([1, 2]);
    expect(span(second), 'the second console waits for frame 2 too').to.be.greaterThan(150);
  });

  it('--loop starts again at the origin after the last entry', async () => {
    const server = await serve(
      [tick(0, 'loop', 1), tick(30, 'loop', 2), { kind: 'ClockTicked', at: t0 + 100, now: t0 + 100 }],
      1,
      true,
    );
    servers.push(server);
    const arrivals = await collect(await open(server), 'loop', 6);
    expect(arrivals.map((arrival) => arrival.n)).to.deep.equal([1, 2, 1, 2, 1, 2]);
  });

  it('without --loop a finished replay stays connected and sends nothing more', async () => {
    const server = await serve([tick(0, 'once', 1)], 4);
    servers.push(server);
    const arrivals = await collect(await open(server), 'once', 2, 600);
    expect(arrivals.map((arrival) => arrival.n)).to.deep.equal([1]);
    expect(server.connectionCount).to.equal(1);
  });
});
