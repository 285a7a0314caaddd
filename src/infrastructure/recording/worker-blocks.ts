import type { LogEntry } from '../../domain/log';
import type { BlockAnswer, BlockRequest } from './block-worker';
import { encodeBlock, type EncodedBlock } from './block-writer';
import { gzip as pageGzip } from './gzip';
import { toPosted } from './posted-entries';
import { type BlockEncoder, StoredRecordingBlocks } from './stored-blocks';

let worker: Worker | undefined;
let failed = false;
let next = 0;
interface Waiting {
  readonly entries: readonly LogEntry[];
  readonly resolve: (block: EncodedBlock) => void;
  readonly reject: (error: Error) => void;
}
const waiting = new Map<number, Waiting>();

/** Redacted blocks made on the page's thread: when no worker can be had. */
const onPage = (entries: readonly LogEntry[]): Promise<EncodedBlock> => encodeBlock(entries, true, pageGzip);

const start = (): Worker => {
  const started = new Worker(new URL('./block-worker.ts', import.meta.url));
  started.addEventListener('message', (event: MessageEvent<BlockAnswer>) => {
    const { id, block, error } = event.data;
    const settle = waiting.get(id);
    waiting.delete(id);
    if (block) settle?.resolve(block);
    else settle?.reject(new Error(error ?? 'the recording worker gave nothing back'));
  });
  started.addEventListener('error', () => {
    // A worker that cannot run (refused, crashed): the page makes its blocks itself from now on, beginning
    // with those the worker had not answered, so no batch is lost.
    failed = true;
    worker = undefined;
    for (const { entries, resolve, reject } of waiting.values()) onPage(entries).then(resolve, reject);
    waiting.clear();
  });
  return started;
};

/**
 * Redacted blocks made in a worker (block-worker.ts), off the page's thread: the page posts the entries as
 * `toPosted` keeps them (frames as their wire texts), which is all it pays; on the page itself when a worker
 * cannot be had.
 */
export const inWorker: BlockEncoder = (entries) => {
  if (failed || typeof Worker === 'undefined') return onPage(entries);
  worker ??= start();
  const id = (next += 1);
  const pending = new Promise<EncodedBlock>((resolve, reject) => waiting.set(id, { entries, resolve, reject }));
  const request: BlockRequest = { id, entries: toPosted(entries) };
  worker.postMessage(request);
  return pending;
};

/** The page's `RecordingBlocks`: its blocks made in the worker. */
export const pageBlocks = new StoredRecordingBlocks(inWorker);
