import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

// The consoles of the fan-out benchmark, in a worker thread so their parsing does not share the server's event
// loop. Raw `ws` sockets speaking Phoenix vsn 2.0.0. A broadcast (join_ref and ref null) of a topic the tick
// sends (`control`, `instances:status:{id}`) is timed on arrival against the tick start the main thread wrote
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
const sockets: WebSocket[] = [];
const stopped = new Set<WebSocket>();
let latencies = new Float64Array(1 << 16);
let recorded = 0;
/** The latest arrival of each tick (by its start): a tick's frames are delivered when its last one arrived. */
const lastArrival = new Map<number, number>();
const now = (): number => performance.timeOrigin + performance.now();
const broadcastHead = Buffer.from('[null,null,"');
const ticking = [Buffer.from('control"'), Buffer.from('instances:status:')];

const isTickFrame = (data: Buffer): boolean =>
  data.compare(broadcastHead, 0, broadcastHead.length, 0, broadcastHead.length) === 0 &&
  ticking.some(
    (topic) => data.compare(topic, 0, topic.length, broadcastHead.length, broadcastHead.length + topic.length) === 0,
  );

const record = (value: number): void => {
  if (recorded === latencies.length) {
    const grown = new Float64Array(latencies.length * 2);
    grown.set(latencies);
    latencies = grown;
  }
  latencies[recorded++] = value;
};

/** Opens one console: connects, joins every topic, resolves when every join was answered ok. */
const openConsole = (index: number): Promise<void> =>
  new Promise((resolve, reject) => {
    // The tick frames' text is never read (their head is compared as bytes): no UTF-8 validation of ~18 MB a tick.
    const ws = new WebSocket(setup.address, { perMessageDeflate: false, skipUTF8Validation: true });
    let pending = setup.topics.length;
    ws.on('message', (data: Buffer) => {
      if (isTickFrame(data)) {
        const start = tickStart[0] ?? 0;
        const arrived = now();
        record(arrived - start);
        lastArrival.set(start, arrived);
        Atomics.add(counter, 0, 1);
        return;
      }
      if (data[1] === 0x6e) return; // another broadcast ('[n…'): not part of the tick
      const frame = JSON.parse(data.toString('utf8')) as [
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
    });
    ws.on('error', reject);
    ws.on('open', () => {
      setup.topics.forEach((topic, topicIndex) =>
        ws.send(JSON.stringify([`j${topicIndex}`, `j${topicIndex}`, topic, 'phx_join', {}])),
      );
    });
    sockets.push(ws);
  });

const heartbeat = setInterval(() => {
  for (const ws of sockets)
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]));
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
      const ws = sockets[message.index];
      if (ws) {
        stopped.add(ws);
        ws.pause();
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
          (ws) =>
            new Promise((resolve) => {
              if (ws.readyState === WebSocket.CLOSED) return resolve(undefined);
              ws.once('close', resolve);
              // A console that stopped reading would never read the server's close frame.
              if (stopped.has(ws)) ws.terminate();
              else ws.close();
            }),
        ),
      );
      parentPort?.postMessage({ type: 'closed' });
    }
  })().catch((error: unknown) =>
    parentPort?.postMessage({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }),
  );
});
