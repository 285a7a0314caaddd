import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Simulation } from '../../server/simulation/simulation';

// The driver side of the fan-out consoles (server-fanout-clients.ts runs them in a worker): opens them, drives
// the paused simulation tick by tick, and reads back what arrived.

const warmupTicks = 2;
const measuredTicks = 8;

interface WorkerReply {
  readonly type: string;
  readonly values?: Float64Array;
  /** [tick start, its last frame's arrival] per tick. */
  readonly ticks?: [number, number][];
  readonly error?: string;
}

/** What the consoles saw of the measured ticks. */
export interface TickFigures {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly framesPerTick: number;
  /** Frames of the measured ticks over the time from each tick's start to its last frame's arrival. */
  readonly framesPerSecond: number;
  /** Median time the server took for `tick()` (due jobs, the world, statuses, every frame handed to its socket). */
  readonly serverTickMs: number;
}

const percentile = (sorted: Float64Array | number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
const round = (value: number): number => Math.round(value * 10) / 10;

/**
 * The consoles, spread over `threads` worker threads (console i in thread i mod threads): with one thread their
 * parsing may be what limits delivery; `--fanout-threads 2` measures whether it is.
 */
export class FanoutConsoles {
  private readonly tickStart = new SharedArrayBuffer(8);
  private readonly counter = new SharedArrayBuffer(4);
  private readonly workers: Worker[];
  private closed = false;

  constructor(
    address: string,
    topics: readonly string[],
    private readonly simulation: Simulation,
    threads = 1,
  ) {
    this.workers = Array.from(
      { length: threads },
      () =>
        new Worker(`require(${JSON.stringify(path.join(__dirname, 'server-fanout-clients.ts'))})`, {
          eval: true,
          workerData: { address, topics, tickStart: this.tickStart, counter: this.counter },
        }),
    );
  }

  /** Opens consoles until there are `count`, each joined to every topic. */
  async grow(count: number): Promise<void> {
    const threads = this.workers.length;
    await Promise.all(
      this.workers.map((worker, thread) =>
        this.ask(worker, { type: 'grow', count: Math.ceil((count - thread) / threads) }, 'grown'),
      ),
    );
  }

  /** Console `index` stops reading its socket (its frames pile up on the server). */
  async stopReading(index: number): Promise<void> {
    const threads = this.workers.length;
    const worker = this.workers[index % threads] as Worker;
    await this.ask(worker, { type: 'stop-reading', index: Math.floor(index / threads) }, 'stopped');
  }

  /** What every thread recorded since the last report: latencies, and each tick's last arrival over all threads. */
  private async report(): Promise<{ values: Float64Array; tickMs: number[] }> {
    const replies = await Promise.all(this.workers.map((worker) => this.ask(worker, { type: 'report' }, 'latencies')));
    const values = new Float64Array(replies.reduce((sum, reply) => sum + (reply.values?.length ?? 0), 0));
    let offset = 0;
    const lastArrival = new Map<number, number>();
    for (const reply of replies) {
      values.set(reply.values ?? [], offset);
      offset += reply.values?.length ?? 0;
      for (const [start, arrived] of reply.ticks ?? [])
        lastArrival.set(start, Math.max(arrived, lastArrival.get(start) ?? arrived));
    }
    return { values, tickMs: [...lastArrival].map(([start, arrived]) => arrived - start) };
  }

  /** Warm-up ticks, then measured ticks, each waited for until `expected` tick frames arrived. */
  async measure(expected: number): Promise<TickFigures> {
    const started = new Float64Array(this.tickStart);
    const received = new Int32Array(this.counter);
    const serverTicks: number[] = [];
    for (let tick = 0; tick < warmupTicks + measuredTicks; tick += 1) {
      if (tick === warmupTicks) await this.report();
      const before = Atomics.load(received, 0);
      const start = performance.now();
      started[0] = performance.timeOrigin + start;
      await this.simulation.tick(this.simulation.now() + 1000);
      if (tick >= warmupTicks) serverTicks.push(performance.now() - start);
      const deadline = Date.now() + 15_000;
      while (Atomics.load(received, 0) - before < expected) {
        if (Date.now() > deadline)
          throw new Error(`fan-out: ${Atomics.load(received, 0) - before} of ${expected} frames arrived`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    }
    const reply = await this.report();
    const values = reply.values.sort();
    const tickMs = reply.tickMs;
    const deliveringMs = tickMs.reduce((sum, ms) => sum + ms, 0);
    serverTicks.sort((a, b) => a - b);
    return {
      p50: round(percentile(values, 0.5)),
      p99: round(percentile(values, 0.99)),
      max: round(values[values.length - 1] ?? Number.NaN),
      framesPerTick: expected,
      framesPerSecond: Math.round((expected * tickMs.length) / (deliveringMs / 1000)),
      serverTickMs: round(percentile(serverTicks, 0.5)),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(
      this.workers.map(async (worker) => {
        await this.ask(worker, { type: 'close' }, 'closed').catch(() => undefined);
        await worker.terminate();
      }),
    );
  }

  private ask(worker: Worker, message: object, answer: string): Promise<WorkerReply> {
    return new Promise((resolve, reject) => {
      const listen = (reply: WorkerReply): void => {
        if (reply.type !== answer && reply.type !== 'failed') return;
        worker.off('message', listen);
        if (reply.type === 'failed') reject(new Error(reply.error));
        else resolve(reply);
      };
      worker.on('message', listen);
      worker.postMessage(message);
    });
  }
}
