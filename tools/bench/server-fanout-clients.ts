import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { clientFrame, FrameReader } from './server-fanout-frames';

// The consoles of the fan-out benchmark, in worker threads so their reading does not share the server's event
// loop. Each is a TCP socket upgraded to a WebSocket by hand, speaking Phoenix vsn 2.0.0, whose frames are read
// by FrameReader (server-fanout-frames.ts): a tick frame costs a header and a 40-byte look, so the consumers
// take as little of the machine as they can and what is measured is the server. A broadcast (join_ref and ref
// null) of a topic the tick sends (`control`, `instances:status:{id}`) is timed on arrival against the tick start the main thread wrote
// into shared memory; broadcasts of other topics (lists that change now and then) are not counted.

interface Setup {
  readonly address: string;
  readonly topics: readonly string[];
  readonly tickStart: SharedArrayBuffer;
  readonly counter: SharedArrayBuffer;
}

const setup = workerData as Setup;
const tickStart = new Float64Array(setup.tickStart);
const counter = new Int32Array(setup.counter);
const sockets: Socket[] = [];
const stopped = new Set<Socket>();
let latencies = new Float64Array(1 << 16);
let recorded = 0;
/** The latest arrival of each tick (by its start): a tick's frames are delivered when its last one arrived. */
const lastArrival = new Map<number, number>();
const now = (): number => performance.timeOrigin + performance.now();
const broadcastHead = Buffer.from('[null,null,"');
const ticking = [Buffer.from('control"'), Buffer.from('instances:status:')];

const isTickFrame = (data: Buffer): boolean =>
  data.length >= broadcastHead.length + 8 &&
  data.compare(broadcastHead, 0, broadcastHead.length, 0, broadcastHead.length) === 0 &&
  ticking.some(
    (topic) =>
      data.length >= broadcastHead.length + topic.length &&
      data.compare(topic, 0, topic.length, broadcastHead.length, broadcastHead.length + topic.length) === 0,
  );

const record = (value: number): void => {
  if (recorded === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[recorded++] = value;
};

const text = (payload: string): Buffer => clientFrame(0x1, Buffer.from(payload, 'utf8'));
const send = (socket: Socket, payload: string): void => void socket.write(text(payload));

/** Opens one console: connects, joins every topic, resolves when every join was answered ok. */
const openConsole = (index: number): Promise<void> =>
  new Promise((resolve, reject) => {
    const url = new URL(setup.address.replace(/^ws/, 'http'));
    const upgrade = request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
      },
    });
    upgrade.on('error', reject);
    upgrade.on('response', (response) =>
      reject(new Error(`console ${index}: upgrade refused (${response.statusCode})`)),
    );
    upgrade.on('upgrade', (_response, socket: Socket, head: Buffer) => {
      let pending = setup.topics.length;
      socket.setNoDelay(true);
      const reader = new FrameReader({
        wanted: (head) => {
          if (isTickFrame(head)) {
            const start = tickStart[0] ?? 0;
            const arrived = now();
            record(arrived - start);
            lastArrival.set(start, arrived);
            Atomics.add(counter, 0, 1);
            return false;
          }
          return head[1] !== 0x6e; // another broadcast ('[n…'): not part of the tick, skipped
        },
        frame: (opcode, payload) => {
          if (opcode === 0x9) return void socket.write(clientFrame(0xa, payload));
          if (opcode !== 0x1) return;
          const frame = JSON.parse(payload.toString('utf8')) as [
            string | null,
            string | null,
            string,
            string,
            { status?: string },
          ];
          if (frame[3] !== 'phx_reply' || frame[1] === null || !frame[1].startsWith('j')) return;
          if (frame[4].status !== 'ok')
            reject(new Error(`console ${index}: join of ${frame[2]} refused: ${JSON.stringify(frame[4])}`));
          else if (--pending === 0) resolve();
        },
      });
      socket.on('data', (chunk: Buffer) => reader.read(chunk));
      socket.on('error', reject);
      if (head.length > 0) reader.read(head);
      sockets.push(socket);
      setup.topics.forEach((topic, topicIndex) =>
        send(socket, JSON.stringify([`j${topicIndex}`, `j${topicIndex}`, topic, 'phx_join', {}])),
      );
    });
    upgrade.end();
  });

const heartbeat = setInterval(() => {
  for (const socket of sockets)
    if (!socket.destroyed) send(socket, JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
}, 20_000);

type Message =
  { type: 'grow'; count: number } | { type: 'stop-reading'; index: number } | { type: 'report' } | { type: 'close' };

parentPort?.on('message', (message: Message) => {
  void (async () => {
    if (message.type === 'grow') {
      const opening: Promise<void>[] = [];
      for (let index = sockets.length; index < message.count; index += 1) opening.push(openConsole(index));
      await Promise.all(opening);
      parentPort?.postMessage({ type: 'grown', count: sockets.length });
    } else if (message.type === 'stop-reading') {
      const socket = sockets[message.index];
      if (socket) {
        stopped.add(socket);
        socket.pause();
      }
      parentPort?.postMessage({ type: 'stopped' });
    } else if (message.type === 'report') {
      const values = latencies.slice(0, recorded);
      const ticks = [...lastArrival];
      recorded = 0;
      lastArrival.clear();
      parentPort?.postMessage({ type: 'latencies', values, ticks }, [values.buffer]);
    } else {
      clearInterval(heartbeat);
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise((resolve) => {
              if (socket.destroyed) return resolve(undefined);
              socket.once('close', resolve);
              // A close frame (1000), then the TCP connection; a console that stopped reading just goes.
              if (!stopped.has(socket)) socket.write(clientFrame(0x8, Buffer.from([0x03, 0xe8])));
              socket.destroy();
            }),
        ),
      );
      parentPort?.postMessage({ type: 'closed' });
    }
  })().catch((error: unknown) =>
    parentPort?.postMessage({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }),
  );
});
