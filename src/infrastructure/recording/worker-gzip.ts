import type { Gzip } from './block-writer';
import { gzip as pageGzip } from './gzip';

interface Answer {
  readonly id: number;
  readonly bytes?: Uint8Array;
  readonly error?: string;
}

let worker: Worker | undefined;
let failed = false;
let next = 0;
const waiting = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

const start = (): Worker => {
  const started = new Worker(new URL('./gzip-worker.ts', import.meta.url));
  started.addEventListener('message', (event: MessageEvent<Answer>) => {
    const { id, bytes, error } = event.data;
    const settle = waiting.get(id);
    waiting.delete(id);
    if (bytes) settle?.resolve(bytes);
    else settle?.reject(new Error(error ?? 'the compression worker gave nothing back'));
  });
  started.addEventListener('error', () => {
    // A worker that cannot run (refused, crashed): the page compresses itself from now on.
    failed = true;
    worker = undefined;
    for (const settle of waiting.values()) settle.reject(new Error('the compression worker stopped'));
    waiting.clear();
  });
  return started;
};

/**
 * gzip in a worker, off the page's thread (see gzip-worker.ts); the page's own CompressionStream when a
 * worker cannot be had. The bytes are copied to the worker (the caller still reads their length).
 */
export const workerGzip: Gzip = (bytes) => {
  if (failed || typeof Worker === 'undefined') return pageGzip(bytes);
  worker ??= start();
  const id = (next += 1);
  const pending = new Promise<Uint8Array>((resolve, reject) => waiting.set(id, { resolve, reject }));
  worker.postMessage({ id, bytes });
  return pending;
};
