import type { LogEntry } from '../../domain/log';
import type { RecordingHeader } from '../recording';

/** A recording file as the page hands it over; a browser `File` is one. */
export interface ReplayFile {
  readonly name: string;
  readonly size: number;
  stream(): ReadableStream<Uint8Array<ArrayBuffer>>;
}

/** What reading a recording yields, line by line (the recording reader's items). */
export type ReplayItem =
  | { readonly type: 'header'; readonly header: RecordingHeader }
  | { readonly type: 'entry'; readonly entry: LogEntry; readonly line: number }
  | { readonly type: 'error'; readonly line: number; readonly message: string };

/**
 * Streams a recording file into items, reporting the bytes read so far; implemented in infrastructure so the
 * replay never holds the whole file as one string.
 */
export interface RecordingOpener {
  read(file: ReplayFile, onBytes: (bytesRead: number) => void): AsyncIterable<ReplayItem>;
}

export const RecordingOpener = Symbol('RecordingOpener');
