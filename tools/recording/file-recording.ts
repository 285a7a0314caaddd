import { createReadStream } from 'node:fs';
import { readRecording, type RecordingItem } from '../../src/infrastructure/recording';

/** Reads a recording file as a stream of items; the file is never held as one string. */
export const readRecordingFile = (file: string): AsyncGenerator<RecordingItem> =>
  readRecording(createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }) as AsyncIterable<string>);
