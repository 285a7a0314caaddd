import { expect } from 'chai';
import { Socket, type Channel } from 'phoenix';
import WebSocket from 'ws';
import { pausedSimulation } from '../server/simulation/live-test-kit';
import { protocolVersion } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

// Issue 19 §2: a console that stops reading must not delay the others; its backlog is bounded (8 MiB,
// docs/protocol/server.md "Transport"): past it the server drops the socket, and the console, reconnecting,
// rejoins and gets a fresh snapshot instead of the stale backlog.

const chunk = 'x'.repeat(512 * 1024);

const waitFor = async (what: string, condition: () => boolean, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** A phoenix client that reconnects quickly (the console's schedule starts at 1 s; the test need not wait). */
const consoleSocket = (socketUrl: string, token: string): Socket =>
  new Socket(socketUrl, {
    transport: WebSocket as unknown as new (endpoint: string) => object,
    params: { token, version: protocolVersion },
    reconnectAfterMs: () => 50,
    rejoinAfterMs: () => 50,
  });

const joined = (channel: Channel): Promise<void> =>
  new Promise((resolve, reject) => {
    channel
      .join()
      .receive('ok', () => resolve())
      .receive('error', (response: unknown) => reject(new Error(JSON.stringify(response))));
  });

describe('studio server: a console that stops reading (issue 19)', () => {
  const fixture = useStudioFixture({ types: ['admin'], started: ({ server }) => void pausedSimulation(server) });
  const sockets: Socket[] = [];
  const channels: Channel[] = [];

  afterEach(() => {
    for (const channel of channels.splice(0)) channel.leave();
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  it('is dropped past its backlog limit while the others keep receiving, and resyncs when it reconnects', async function () {
    this.timeout(60_000);
    const { server, socketUrl } = fixture.studio;
    const connections = (): number => server.sockets.connectionCount;
    const token = fixture.token('admin');
    const slow = consoleSocket(socketUrl, token);
    const reader = consoleSocket(socketUrl, token);
    sockets.push(slow, reader);
    const opened = (socket: Socket): Promise<void> => new Promise((resolve) => socket.onOpen(() => resolve()));
    const ready = Promise.all([opened(slow), opened(reader)]);
    slow.connect();
    reader.connect();
    await ready;
    const before = connections();

    const slowControl = slow.channel('control', {});
    const readerControl = reader.channel('control', {});
    channels.push(slowControl, readerControl);
    let slowSnapshots = 0;
    slowControl.on('timestamp', () => {
      slowSnapshots += 1;
    });
    const received: number[] = [];
    readerControl.on('flood', (payload: { n: number }) => {
      received.push(payload.n);
    });
    await Promise.all([joined(slowControl), joined(readerControl)]);
    await waitFor('the snapshot after the join', () => slowSnapshots === 1);

    // The slow console stops reading; half a megabyte goes to both every step, the next once the reader has it.
    const conn = (slow as unknown as { conn: WebSocket }).conn;
    conn.pause();
    let sent = 0;
    while (connections() === before) {
      expect(sent, 'the slow console was not dropped after 64 MiB').to.be.lessThan(128);
      server.services.pubsub.broadcast('control', 'flood', { n: sent, chunk });
      sent += 1;
      await waitFor(`flood frame ${sent} at the reader`, () => received.length === sent);
    }
    expect(received).to.deep.equal(Array.from({ length: sent }, (_, n) => n));
    // The reader keeps receiving after the drop.
    server.services.pubsub.broadcast('control', 'flood', { n: sent, chunk: '' });
    await waitFor('a frame after the drop', () => received.length === sent + 1);

    // Reading again, the slow console finds its socket gone, reconnects, rejoins and gets a fresh snapshot.
    conn.resume();
    await waitFor('the rejoin snapshot', () => slowSnapshots === 2);
    expect(slowControl.state).to.equal('joined');
    await waitFor('both consoles connected again', () => connections() === before);
  });
});
