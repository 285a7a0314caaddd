// The flight recorder's blocks, made in a worker: the page posts each 2-second batch as it kept it (frames as
// their wire texts, `PostedEntry`), and the lines are built, redacted (the same `encodeEntryLine` as everywhere)
// and gzip-compressed here. On the page's thread the redaction alone cost ~19 µs an entry, against ~10 µs to take
// the entry in (docs/performance.md, "Recording cost"); Chromium's CompressionStream also compresses on the thread
// that reads it.
// The application's feature index brings decorated (inversify) classes along: their metadata needs the polyfill
// the page loads in main.tsx.
import 'reflect-metadata/lite';
import { encodeBlock, type EncodedBlock } from './block-writer';
import { gzip } from './gzip';
import { fromPosted, type PostedEntry } from './posted-entries';

export interface BlockRequest {
  readonly id: number;
  readonly entries: readonly PostedEntry[];
}

export interface BlockAnswer {
  readonly id: number;
  readonly block?: EncodedBlock;
  readonly error?: string;
}

/** The worker's side of `postMessage`, which the page's DOM types do not describe. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<BlockRequest>) => void): void;
  postMessage(message: BlockAnswer, transfer: Transferable[]): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, entries } = event.data;
  encodeBlock(fromPosted(entries), true, gzip).then(
    (block) => scope.postMessage({ id, block }, [block.bytes.buffer]),
    (error: unknown) => scope.postMessage({ id, error: String(error) }, []),
  );
});
