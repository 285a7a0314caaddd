import type { LogEntry } from '../../domain/log';
import type { RootState } from '../../domain/state';
import type { RecordingHeader } from '../recording';

/** A recording file as the page hands it over; a browser `File` is one. */
export interface ReplayFile {
  readonly name: string;
  readonly size: number;
  stream(): ReadableStream<Uint8Array<ArrayBuffer>>;
  /** Bytes start..end, read without the rest (`File.slice`): what lets a version 2 file open at its index. */
  slice?(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/**
 * A recording opened at its index (version 2, docs/protocol/recording-blocks.md): blocks of entries read on
 * demand, and checkpoints of the folded state. Positions are 1-based, in file order.
 */
export interface SeekableRecording {
  readonly entries: number;
  readonly blockCount: number;
  /** Time (ms) of the first entry. */
  readonly firstAt: number;
  blockOf(position: number): number;
  firstPosition(block: number): number;
  /** Time (ms) of a block's first entry, from the index. */
  blockFirstAt(block: number): number;
  /** The first block whose entries reach `at`; the last block when none does. */
  blockAtTime(at: number): number;
  /**
   * A block's lines in order, one per position, decompressed and each decoded when asked for (a seek decodes the
   * lines it folds, not the whole block); rejects naming a damaged block. `pause` is awaited between the pieces
   * of the block as it is decompressed and cut, so a page that reads a block while it plays keeps painting.
   */
  lines(block: number, pause?: () => Promise<void>): Promise<ReplayBlockLines>;
  /** The last checkpoint at or before `position`, or -1. */
  checkpointAtOrBefore(position: number): number;
  checkpointPosition(checkpoint: number): number;
  checkpoint(checkpoint: number): Promise<{ readonly position: number; readonly state: RootState }>;
}

/** A block's lines: `item(i)` decodes the `i`-th (from 0) to its entry or its bad line. */
export interface ReplayBlockLines {
  readonly count: number;
  item(index: number): Exclude<ReplayItem, { readonly type: 'header' }>;
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
  /**
   * The file opened at its index when it is a finished version 2 recording the page can read at offsets;
   * undefined otherwise (version 1, a cut or unfinished file): those are read front to back with `read`.
   */
  seekable?(file: ReplayFile): Promise<SeekableRecording | undefined>;
}

export const RecordingOpener = Symbol('RecordingOpener');
