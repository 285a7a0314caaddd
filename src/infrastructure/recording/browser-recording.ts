import type { RecordingOpener, ReplayFile, ReplayItem } from '../../application/replay-inspector';
import { readRecordingBytes } from './block-reader';

/** Byte chunks of a file as a stream (never the whole file at once), counting bytes read. */
export async function* fileBytes(file: ReplayFile, onBytes: (bytesRead: number) => void): AsyncGenerator<Uint8Array> {
  let bytesRead = 0;
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      bytesRead += value.byteLength;
      onBytes(bytesRead);
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Opens a recording file of either version from the page (picker or drop) with the streaming readers. */
export const browserRecordingOpener: RecordingOpener = {
  read: (file, onBytes): AsyncIterable<ReplayItem> => readRecordingBytes(fileBytes(file, onBytes)),
};
