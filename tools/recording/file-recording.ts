import { createReadStream } from 'node:fs';
import { readRecordingBytes, type RecordingItem } from '../../src/infrastructure/recording';

/**
 * Reads a recording file of either version (NDJSON, or compressed blocks) as a stream of items; the file is
 * never held whole.
 */
export const readRecordingFile = (file: string): AsyncGenerator<RecordingItem> =>
  readRecordingBytes(createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Uint8Array>);
