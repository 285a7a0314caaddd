// The flight recorder's compression, in a worker: Chromium's CompressionStream compresses on the thread that
// reads it (8 MB of the bench's entries held the page's thread for 0.56 s at a time, measured), and a busy
// console's 2-second block is ~800 KB of text. The page only encodes the lines and hands them over.
import { gzip } from './gzip';

interface Request {
  readonly id: number;
  readonly bytes: Uint8Array;
}

/** The worker's side of `postMessage`, which the page's DOM types do not describe. */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<Request>) => void): void;
  postMessage(message: unknown, transfer: Transferable[]): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  const { id, bytes } = event.data;
  gzip(bytes).then(
    (compressed) => scope.postMessage({ id, bytes: compressed }, [compressed.buffer]),
    (error: unknown) => scope.postMessage({ id, error: String(error) }, []),
  );
});
