import type { RecordingOpener, ReplayFile, ReplayItem, SeekableRecording } from '../../application/replay-inspector';
import { isBlockRecording } from './block-layout';
import { BlockRecording, type RangeSource } from './block-file';
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

/**
 * Decoded blocks the reader keeps besides the replay's own (only `items`, which /replay does not use: it reads a
 * block's lines with `lines` and decodes each when it folds or shows it).
 */
const readerCachedBlocks = 2;

/** A version 2 file at its index, read at offsets; undefined for anything else or an unfinished file. */
const seekable = async (file: ReplayFile): Promise<SeekableRecording | undefined> => {
  const { slice } = file;
  if (!slice) return undefined;
  const read = async (offset: number, length: number): Promise<Uint8Array> =>
    new Uint8Array(await slice.call(file, offset, offset + length).arrayBuffer());
  if (file.size < 8 || !isBlockRecording(await read(0, 8))) return undefined;
  const source: RangeSource = { size: file.size, read };
  try {
    return await BlockRecording.open(source, readerCachedBlocks);
  } catch {
    // No index (cut short, unfinished): the streaming reader reads its whole blocks and says where it ends.
    return undefined;
  }
};

/** Opens a recording file of either version from the page (picker or drop). */
export const browserRecordingOpener: RecordingOpener = {
  read: (file, onBytes): AsyncIterable<ReplayItem> => readRecordingBytes(fileBytes(file, onBytes)),
  seekable,
};
