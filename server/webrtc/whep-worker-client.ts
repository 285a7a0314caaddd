import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromWhepWorker, ToWhepWorker, WhepWorkerSetup } from './whep-worker-messages';

export interface WhepWorkerEvents {
  readonly playing: (id: string) => void;
  readonly ended: (id: string) => void;
  /** The worker stopped (a crash): every session it held is gone. */
  readonly lost: () => void;
  readonly warn: (message: string) => void;
}

type Pending = { resolve: (message: FromWhepWorker) => void; reject: (error: Error) => void };

/**
 * The main thread's handle on the WHEP worker (whep-worker.ts): started at the first offer, started again after a
 * crash, each request answered by the reply that carries its call number.
 */
export class WhepWorkerClient {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private calls = 0;

  constructor(
    private readonly setup: WhepWorkerSetup,
    private readonly events: WhepWorkerEvents,
  ) {}

  async open(id: string, offer: string): Promise<string> {
    const reply = await this.call((call) => ({ type: 'open', call, id, offer }));
    if (reply.type === 'answer') return reply.answer;
    throw new Error(reply.type === 'failed' ? reply.error : 'unexpected reply');
  }

  async addCandidates(id: string, fragment: string): Promise<boolean> {
    const reply = await this.call((call) => ({ type: 'candidates', call, id, fragment }));
    return reply.type === 'added' && reply.known;
  }

  close(id: string): void {
    this.worker?.postMessage({ type: 'close', id } satisfies ToWhepWorker);
  }

  /** Starts the thread now (werift loaded, the pattern read) instead of at the first offer. */
  start(): void {
    this.started();
  }

  terminate(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.fail(new Error('the WHEP worker stopped'));
    void worker?.terminate();
  }

  private call(message: (call: number) => ToWhepWorker): Promise<FromWhepWorker> {
    const call = (this.calls += 1);
    return new Promise((resolve, reject) => {
      this.pending.set(call, { resolve, reject });
      this.started().postMessage(message(call));
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(path.join(__dirname, `whep-worker${path.extname(__filename)}`), {
      workerData: this.setup,
      // Run from TypeScript (npm start, the tests), the worker needs the same on-the-fly compiler (SWC_NODE_PROJECT
      // is in the environment it inherits); the parent's other flags (--expose-gc, --inspect) are not its business.
      execArgv: path.extname(__filename) === '.ts' ? ['--require', require.resolve('@swc-node/register')] : [],
    });
    // The server's close() ends it; it must not keep a process alive that forgot to (a test's, a tool's).
    worker.unref();
    worker.on('message', (message: FromWhepWorker) => this.receive(message));
    worker.on('error', (error) => this.events.warn(`WHEP worker failed: ${error.stack ?? error.message}`));
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.fail(new Error('the WHEP worker stopped'));
      this.events.lost();
    });
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWhepWorker): void {
    switch (message.type) {
      case 'playing':
        return this.events.playing(message.id);
      case 'ended':
        return this.events.ended(message.id);
      case 'warn':
        return this.events.warn(message.message);
      default: {
        const pending = this.pending.get(message.call);
        this.pending.delete(message.call);
        pending?.resolve(message);
      }
    }
  }

  private fail(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
