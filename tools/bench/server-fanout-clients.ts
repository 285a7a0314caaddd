import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

// The consoles of the fan-out benchmark, in a worker thread so their parsing does not share the server's event
// loop. Raw `ws` sockets speaking Phoenix vsn 2.0.0; a broadcast (join_ref and ref null) is timed on arrival
// against the tick start the main thread wrote into shared memory.

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
let latencies = new Float64Array(1 << 16);
let recorded = 0;
const now = (): number => performance.timeOrigin + performance.now();
const openBracket = 0x5b;
const letterN = 0x6e;

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
    const ws = new WebSocket(setup.address, { perMessageDeflate: false });
    let pending = setup.topics.length;
    ws.on('message', (data: Buffer) => {
      if (data[0] === openBracket && data[1] === letterN) {
        record(now() - (tickStart[0] ?? 0));
        Atomics.add(counter, 0, 1);
        return;
      }
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

parentPort?.on('message', (message: { type: 'grow'; count: number } | { type: 'report' } | { type: 'close' }) => {
  void (async () => {
    if (message.type === 'grow') {
      const opening: Promise<void>[] = [];
      for (let index = sockets.length; index < message.count; index += 1) opening.push(openConsole(index));
      await Promise.all(opening);
      parentPort?.postMessage({ type: 'grown', count: sockets.length });
    } else if (message.type === 'report') {
      const values = latencies.slice(0, recorded);
      recorded = 0;
      parentPort?.postMessage({ type: 'latencies', values }, [values.buffer]);
    } else {
      clearInterval(heartbeat);
      await Promise.all(
        sockets.map(
          (ws) =>
            new Promise((resolve) => {
              ws.once('close', resolve);
              ws.close();
            }),
        ),
      );
      parentPort?.postMessage({ type: 'closed' });
    }
  })().catch((error: unknown) =>
    parentPort?.postMessage({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }),
  );
});
