import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  blockItems,
  isBlockRecording,
  readRecordingBytes,
  type BlockTextItem,
  type RecordingItem,
} from '../../src/infrastructure/recording';

/** Items a worker may have read ahead of the fold: with 8 MB blocks, tens of MB at most. */
const readAhead = 2;

const startsAsBlocks = (file: string): boolean => {
  const fd = openSync(file, 'r');
  try {
    const head = new Uint8Array(8);
    return readSync(fd, head, 0, 8, 0) === 8 && isBlockRecording(head);
  } finally {
    closeSync(fd);
  }
};

type WorkerMessage = BlockTextItem | { readonly type: 'end' } | { readonly type: 'failed'; readonly message: string };

const workerScript = [
  `if (!require.extensions['.ts']) require(${JSON.stringify(path.join(__dirname, '..', 'register.cjs'))});`,
  `require(${JSON.stringify(path.join(__dirname, `block-text-worker${path.extname(__filename)}`))});`,
].join('\n');

/**
 * A version 2 file read on two threads: a worker reads, checks and decompresses the blocks to text
 * (tools/recording/block-text-worker.ts), this thread decodes each block's lines as the fold asks for them. The
 * same items as `readRecordingBytes`, in the same order, with at most `readAhead` blocks between the two.
 */
async function* readBlocksAside(file: string): AsyncGenerator<Iterable<RecordingItem>> {
  const worker = new Worker(workerScript, { eval: true, workerData: { file, ahead: readAhead } });
  const arrived: WorkerMessage[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const woken = (): void => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: WorkerMessage) => {
    arrived.push(message);
    woken();
  });
  worker.on('error', (error) => {
    failure = error;
    woken();
  });
  try {
    for (;;) {
      while (arrived.length === 0 && !failure) await new Promise<void>((resolve) => (wake = resolve));
      const item = arrived.shift();
      if (!item) throw failure ?? new Error('the block reader stopped');
      worker.postMessage(1);
      if (item.type === 'end') return;
      if (item.type === 'failed') throw new Error(item.message);
      yield item.type === 'block' ? blockItems(item.text, item.place) : [item];
    }
  } finally {
    // A reader that stops early (`--until`) ends the worker and its file now.
    await worker.terminate();
  }
}

/**
 * Reads a recording file of either version (NDJSON, or compressed blocks) as a stream of runs of items, in
 * order (a block's worth for version 2, one item for version 1): the file is never held whole, and a reader
 * that folds ten million entries awaits once a block, not once an entry. A version 2 file is read and
 * decompressed on a worker thread while this one decodes and folds (issue 33 §1: the CLI's fold at half the
 * speed of bare JSON.parse).
 */
export async function* readRecordingRuns(file: string): AsyncGenerator<Iterable<RecordingItem>> {
  if (startsAsBlocks(file)) {
    yield* readBlocksAside(file);
    return;
  }
  const source = readRecordingBytes(createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Uint8Array>);
  for await (const item of source) yield [item];
}

/** Reads a recording file of either version as a stream of items; the file is never held whole. */
export async function* readRecordingFile(file: string): AsyncGenerator<RecordingItem> {
  for await (const run of readRecordingRuns(file)) yield* run;
}
