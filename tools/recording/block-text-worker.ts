import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readBlockTexts } from '../../src/infrastructure/recording/block-reader';

// The reading half of `readRecordingFile` for a version 2 file (tools/recording/file-recording.ts): on this
// thread the file is read, its frames checked and its blocks decompressed and decoded to text; each item is
// posted to the thread that folds. It posts only while it has credit: the folding thread gives one back for
// each item it takes, so at most `ahead` items wait between the two.

const { file, ahead } = workerData as { file: string; ahead: number };
const port = parentPort;
if (!port) throw new Error('block-text-worker runs as a worker thread');

let credit = ahead;
let wake: (() => void) | undefined;
port.on('message', () => {
  credit += 1;
  wake?.();
  wake = undefined;
});

const run = async (): Promise<void> => {
  for await (const item of readBlockTexts(createReadStream(file, { highWaterMark: 1 << 20 }))) {
    while (credit === 0) await new Promise<void>((resolve) => (wake = resolve));
    credit -= 1;
    port.postMessage(item);
  }
  port.postMessage({ type: 'end' });
};

run().catch((error: unknown) =>
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);
