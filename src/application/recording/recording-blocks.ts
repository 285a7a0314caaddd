import type { LogEntry } from '../../domain/log';
import type { RecordingHeader } from './recording-header';

/**
 * A stored block of the console's recording: consecutive log entries as a recording format version 2 block
 * (docs/protocol/recording-blocks.md) — their NDJSON lines, redacted, gzip-compressed — with what the index
 * says of them. A file is these blocks' bytes as they are, framed by a header, an index and a footer.
 */
export interface StoredBlock {
  /** When its first entry happened (storage orders and prunes by it). */
  readonly at: number;
  readonly firstSeq: number;
  readonly lastSeq: number;
  readonly count: number;
  readonly firstAt: number;
  readonly lastAt: number;
  /** gzip of the entries' lines. */
  readonly bytes: Uint8Array;
  /** Bytes of the lines before compression. */
  readonly textBytes: number;
}

/** A recording file built from stored blocks: version 2, redacted as its header says, as one Blob. */
export interface RecordingFile {
  readonly blob: Blob;
  readonly entries: number;
}

/**
 * The recorders' one way to the block format (infrastructure: src/infrastructure/recording/stored-blocks.ts):
 * entries become a stored block as they are written out, and stored blocks become a downloadable file.
 */
export interface RecordingBlocks {
  /** The entries (at least one, in order) as one stored block: redacted and compressed. */
  encode(entries: readonly LogEntry[]): Promise<StoredBlock>;
  /**
   * A version 2 file of these blocks (its header says redacted), built as a Blob of Blob parts while the
   * blocks are read (never the whole file as one string or array); `pause` runs between blocks.
   */
  writeFile(
    header: RecordingHeader,
    blocks: AsyncIterable<StoredBlock> | Iterable<StoredBlock>,
    pause: () => Promise<void>,
  ): Promise<RecordingFile>;
}
export const RecordingBlocks = Symbol('RecordingBlocks');

/** A stored record is a block (a batch written by an older console, before blocks, is not). */
export const isStoredBlock = (record: unknown): record is StoredBlock =>
  typeof record === 'object' && record !== null && (record as { bytes?: unknown }).bytes instanceof Uint8Array;
