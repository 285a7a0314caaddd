import { encodeEntryLine, type RecordingHeader } from '../../application/recording';
import type { LogEntry } from '../../domain/log';
import type { RootState } from '../../domain/state';
import {
  blockRecordingFormatVersion,
  checkpointMarker,
  defaultBlockEntries,
  encodeFileStart,
  encodeFooter,
  encodeFrameHeader,
  indexMarker,
  type BlockIndex,
  type CheckpointColumns,
} from './block-layout';
import { encodeCheckpointState } from './checkpoint-state';
import { gzip as platformGzip } from './gzip';

/** Where a recording's bytes go, in order: a file, an OPFS writable, a list of parts for a Blob. */
export interface ByteSink {
  write(bytes: Uint8Array): void | Promise<void>;
}

/** Compresses a block to gzip bytes: the platform's CompressionStream unless told otherwise. */
export type Gzip = (bytes: Uint8Array) => Promise<Uint8Array>;

/** One block, compressed, with what the index says of it: a recorder may keep these and assemble the file later. */
export interface EncodedBlock {
  readonly bytes: Uint8Array;
  readonly firstSeq: number;
  readonly count: number;
  readonly firstAt: number;
  readonly lastAt: number;
  /** Bytes of its NDJSON lines before compression. */
  readonly textBytes: number;
}

/** Redacts (unless `redact` is false) and compresses entries as one block; the entries must not be empty. */
export const encodeBlock = async (
  entries: readonly LogEntry[],
  redact: boolean,
  gzip: Gzip = platformGzip,
): Promise<EncodedBlock> => {
  const first = entries[0];
  const last = entries.at(-1);
  if (!first || !last) throw new Error('a block holds at least one entry');
  const text = new TextEncoder().encode(`${entries.map((entry) => encodeEntryLine(entry, redact)).join('\n')}\n`);
  return {
    bytes: await gzip(text),
    firstSeq: first.seq,
    count: entries.length,
    firstAt: first.at,
    lastAt: last.at,
    textBytes: text.length,
  };
};

/** One checkpoint, compressed: the state after the entry `seq`, the `position`-th entry of the file. */
export interface EncodedCheckpoint {
  readonly bytes: Uint8Array;
  readonly seq: number;
  readonly position: number;
}

/**
 * Compresses the projections' folded state right after entry `seq`, which is the `position`-th entry of the file
 * (the entries written before it), redacted as the entries are (`redact`: the header's `redacted`): a recorder
 * that keeps its blocks and assembles the file later keeps these too.
 */
export const encodeCheckpoint = async (
  seq: number,
  position: number,
  state: RootState,
  redact: boolean,
  gzip: Gzip = platformGzip,
): Promise<EncodedCheckpoint> => {
  const text = JSON.stringify({ seq, position, state: '' }).replace('""', () => encodeCheckpointState(state, redact));
  return { bytes: await gzip(new TextEncoder().encode(text)), seq, position };
};

/**
 * The bytes of a version 2 file around its blocks, in order: `start()`, then `frame(block)` for each block,
 * and `checkpoint(c)` where one belongs (after the blocks holding its `position` entries, before the next), then
 * `end()` (the index and the footer). It keeps only the index's columns (six numbers a block, four a checkpoint).
 */
export class BlockFileAssembler {
  readonly header: RecordingHeader;
  private offset = 0;
  private entries = 0;
  private readonly blocks = { offset: [], bytes: [], firstSeq: [], count: [], firstAt: [], lastAt: [] } as {
    [K in keyof BlockIndex['blocks']]: number[];
  };

  private readonly checkpoints = { offset: [], bytes: [], position: [], seq: [] } as {
    [K in keyof CheckpointColumns]: number[];
  };

  constructor(
    header: RecordingHeader,
    private readonly gzip: Gzip = platformGzip,
  ) {
    this.header = { ...header, version: blockRecordingFormatVersion };
  }

  /** Bytes handed out so far. */
  get bytes(): number {
    return this.offset;
  }

  start(): Uint8Array {
    return this.count(encodeFileStart(this.header));
  }

  frame(block: EncodedBlock): Uint8Array[] {
    this.blocks.offset.push(this.offset);
    this.blocks.bytes.push(block.bytes.length);
    this.blocks.firstSeq.push(block.firstSeq);
    this.blocks.count.push(block.count);
    this.blocks.firstAt.push(block.firstAt);
    this.blocks.lastAt.push(block.lastAt);
    this.entries += block.count;
    return [this.count(encodeFrameHeader(block.bytes.length, block.count)), this.count(block.bytes)];
  }

  /** A checkpoint's frame; it must come right after the blocks of its `position` entries. */
  checkpoint(checkpoint: EncodedCheckpoint): Uint8Array[] {
    if (checkpoint.position !== this.entries)
      throw new Error(
        `a checkpoint after entry ${checkpoint.position} goes where ${this.entries} entries are written, after a whole block`,
      );
    this.checkpoints.offset.push(this.offset);
    this.checkpoints.bytes.push(checkpoint.bytes.length);
    this.checkpoints.position.push(checkpoint.position);
    this.checkpoints.seq.push(checkpoint.seq);
    return [this.count(encodeFrameHeader(checkpoint.bytes.length, checkpointMarker)), this.count(checkpoint.bytes)];
  }

  async end(): Promise<Uint8Array[]> {
    const index: BlockIndex = {
      header: this.header,
      entries: this.entries,
      blocks: this.blocks,
      checkpoints: this.checkpoints,
    };
    const compressed = await this.gzip(new TextEncoder().encode(JSON.stringify(index)));
    const indexOffset = this.offset;
    const parts = [this.count(encodeFrameHeader(compressed.length, indexMarker)), this.count(compressed)];
    return [...parts, this.count(encodeFooter(indexOffset, this.offset - indexOffset))];
  }

  private count(bytes: Uint8Array): Uint8Array {
    this.offset += bytes.length;
    return bytes;
  }
}

export interface BlockWriterOptions {
  /** Entries a block (default 4096). */
  readonly blockEntries?: number;
  /**
   * A gzip compressor: CompressionStream's level is fixed (zlib's default, 6); Node's tools pass zlib at level
   * 9, about 4 % smaller on the bench's mix. Readers need no option: gzip is gzip.
   */
  readonly gzip?: Gzip;
}

/**
 * Writes a version 2 recording (docs/protocol/recording-blocks.md) to a sink: give it entries in batches of any
 * size (`write`), each becomes part of a block of `blockEntries` compressed as soon as it is full; `finish`
 * writes the last block, the index and the footer. Entries are redacted unless the header says otherwise, as
 * in version 1. Nothing but the block being filled is held.
 */
export class BlockRecordingWriter {
  private readonly file: BlockFileAssembler;
  private pending: LogEntry[] = [];
  private written = 0;
  private lastSeq: number | undefined;
  private text = 0;
  private started = false;
  private readonly blockEntries: number;
  private readonly gzip: Gzip;

  constructor(
    private readonly sink: ByteSink,
    header: RecordingHeader,
    options: BlockWriterOptions = {},
  ) {
    this.blockEntries = options.blockEntries ?? defaultBlockEntries;
    this.gzip = options.gzip ?? platformGzip;
    if (this.blockEntries < 1) throw new Error('a block holds at least one entry');
    this.file = new BlockFileAssembler(header, this.gzip);
  }

  get entriesWritten(): number {
    return this.written + this.pending.length;
  }

  /** Bytes of the entries' NDJSON lines before compression (a version 1 file is these and its header line). */
  get textBytes(): number {
    return this.text;
  }

  /** Bytes written to the sink so far. */
  get bytesWritten(): number {
    return this.file.bytes;
  }

  /** Adds entries in order; resolves once every block they completed is written. */
  async write(entries: Iterable<LogEntry>): Promise<void> {
    if (!this.started) await this.sink.write(this.file.start());
    this.started = true;
    for (const entry of entries) {
      this.pending.push(entry);
      this.lastSeq = entry.seq;
      if (this.pending.length >= this.blockEntries) await this.writeBlock();
    }
  }

  /**
   * Writes a checkpoint: `state` is the projections' state folded from the first entry through the last one
   * written, whose `seq` is `seq` (checked: a state of another moment would make every seek after it wrong).
   * The entries held for the next block are written first as a (shorter) block of their own, so a checkpoint
   * always starts a block: a reader seeking past it reads it and the blocks after it, never one before.
   */
  async writeCheckpoint(seq: number, state: RootState): Promise<void> {
    if (seq !== this.lastSeq)
      throw new Error(
        `a checkpoint is of the state after the last entry written (${this.lastSeq ?? 'none yet'}), not after ${seq}`,
      );
    await this.write([]);
    if (this.pending.length > 0) await this.writeBlock();
    const checkpoint = await encodeCheckpoint(seq, this.written, state, this.file.header.redacted, this.gzip);
    for (const part of this.file.checkpoint(checkpoint)) await this.sink.write(part);
  }

  /** Writes the last block, the index and the footer. The writer takes no more entries after. */
  async finish(): Promise<{ readonly entries: number; readonly bytes: number }> {
    await this.write([]);
    if (this.pending.length > 0) await this.writeBlock();
    for (const part of await this.file.end()) await this.sink.write(part);
    return { entries: this.written, bytes: this.file.bytes };
  }

  private async writeBlock(): Promise<void> {
    const entries = this.pending;
    this.pending = [];
    const block = await encodeBlock(entries, this.file.header.redacted, this.gzip);
    this.text += block.textBytes;
    this.written += block.count;
    for (const part of this.file.frame(block)) await this.sink.write(part);
  }
}
