import type { RecordingOpener, ReplayFile, ReplayItem } from '../../application/replay-inspector';
import { readRecording } from './recording-reader';

/** Text chunks of a file, decoded as a stream (never the whole file as one string), counting bytes read. */
export async function* fileChunks(file: ReplayFile, onBytes: (bytesRead: number) => void): AsyncGenerator<string> {
  let bytesRead = 0;
  const counted = file.stream().pipeThrough(
    new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, controller) {
        bytesRead += chunk.byteLength;
        controller.enqueue(chunk);
      },
    }),
  );
  const reader = counted.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      onBytes(bytesRead);
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Opens a recording file from the page (picker or drop) with the streaming recording reader. */
export const browserRecordingOpener: RecordingOpener = {
  read: (file, onBytes): AsyncIterable<ReplayItem> => readRecording(fileChunks(file, onBytes)),
};
