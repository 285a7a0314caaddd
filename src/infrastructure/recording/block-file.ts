import type { RecordingHeader } from '../../application/recording';
import type { LogEntry } from '../../domain/log';
import type { RootState } from '../../domain/state';
import {
  checkpointMarker,
  decodeBlockIndex,
  decodeFooter,
  footerBytes,
  frameHeaderBytes,
  indexMarker,
  decodeFrameHeader,
  type BlockIndex,
} from './block-layout';
import { blockEntries, blockLines, decodeBlock, type BlockLines, type BlockPlace } from './block-reader';
import { decodeCheckpointState } from './checkpoint-state';
import { gunzip } from './gzip';
import type { RecordingItem } from './recording-reader';

/** A checkpoint read back: the state after the `position`-th entry of the file, whose own `seq` is `seq`. */
export interface RecordingCheckpoint {
  readonly position: number;
  readonly seq: number;
  readonly state: RootState;
}

/** A file read at offsets: `File.slice` in the page, a file handle in Node. */
export interface RangeSource {
  readonly size: number;
  read(offset: number, length: number): Promise<Uint8Array>;
}

const count = (n: number): string => n.toLocaleString('en-US');

/**
 * A version 2 recording opened for random access: two range reads (the footer, then the index) and nothing
 * else until a block is asked for. Decoded blocks are kept in a small LRU (`cachedBlocks`), so stepping and
 * seeking near the cursor read nothing again and memory stays bounded whatever the file's length.
 */
export class BlockRecording {
  private readonly firstPositions: Float64Array;
  private readonly cache = new Map<number, Promise<RecordingItem[]>>();

  private constructor(
    private readonly source: RangeSource,
    readonly index: BlockIndex,
    private readonly cachedBlocks: number,
    /** Awaited every few hundred lines while a block is decoded, so a page keeps painting. */
    private readonly pause?: () => Promise<void>,
  ) {
    const counts = index.blocks.count;
    this.firstPositions = new Float64Array(counts.length);
    let position = 1;
    counts.forEach((n, block) => {
      this.firstPositions[block] = position;
      position += n;
    });
  }

  /** Opens a file; a file that is not a finished version 2 recording is refused with a message saying why. */
  static async open(source: RangeSource, cachedBlocks = 8, pause?: () => Promise<void>): Promise<BlockRecording> {
    if (source.size < footerBytes) throw new Error('not a version 2 studio-console recording: the file is too short');
    const footer = decodeFooter(await source.read(source.size - footerBytes, footerBytes));
    if (!footer || footer.offset + footer.bytes + footerBytes !== source.size) {
      throw new Error(
        'the recording has no index at its end: it is cut short or was not finished (its blocks can still be read front to back)',
      );
    }
    const frame = await source.read(footer.offset, footer.bytes);
    const header = decodeFrameHeader(frame, 0);
    if (header.count !== indexMarker || header.bytes + frameHeaderBytes !== footer.bytes) {
      throw new Error(`the recording's index (at byte ${count(footer.offset)}) is damaged: its frame is not an index`);
    }
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder().decode(await gunzip(frame.subarray(frameHeaderBytes))));
    } catch (error) {
      throw new Error(
        `the recording's index (at byte ${count(footer.offset)}) is damaged: ${(error as Error).message}`,
      );
    }
    const index = decodeBlockIndex(value);
    if ('error' in index) throw new Error(`the recording's index is not readable: ${index.error}`);
    return new BlockRecording(source, index, cachedBlocks, pause);
  }

  get header(): RecordingHeader {
    return this.index.header;
  }

  get entries(): number {
    return this.index.entries;
  }

  /** Time (ms) of the first entry (0 in a file without entries). */
  get firstAt(): number {
    return this.index.blocks.firstAt[0] ?? 0;
  }

  get blockCount(): number {
    return this.firstPositions.length;
  }

  /** The block holding the entry at this position (1-based, file order), or -1 outside the file. */
  blockOf(position: number): number {
    if (position < 1 || position > this.entries) return -1;
    let low = 0;
    let high = this.firstPositions.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.firstPositions[middle] as number) <= position) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Position of a block's first entry. */
  firstPosition(block: number): number {
    return this.firstPositions[block] as number;
  }

  /** Time (ms) of a block's first entry, from the index. */
  blockFirstAt(block: number): number {
    return this.index.blocks.firstAt[block] ?? 0;
  }

  /** The first block whose entries reach `at` (ms since the epoch); the last block when none does. */
  blockAtTime(at: number): number {
    const lastAt = this.index.blocks.lastAt;
    let low = 0;
    let high = lastAt.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((lastAt[middle] as number) >= at) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** The index of the last checkpoint at or before `position` (entries before it), or -1 when there is none. */
  checkpointAtOrBefore(position: number): number {
    const positions = this.index.checkpoints.position;
    let low = 0;
    let high = positions.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((positions[middle] as number) <= position) low = middle + 1;
      else high = middle;
    }
    return low - 1;
  }

  /** Where checkpoint `i` stands: the entries before it. */
  checkpointPosition(i: number): number {
    return this.index.checkpoints.position[i] as number;
  }

  /** Reads and decompresses checkpoint `i` (not kept: the caller keeps the states it folds on from). */
  async checkpoint(i: number): Promise<RecordingCheckpoint> {
    const { offset, bytes, position, seq } = this.index.checkpoints;
    if (i < 0 || i >= offset.length) throw new Error(`no checkpoint ${i + 1} in a recording of ${offset.length}`);
    const at = offset[i] as number;
    const damaged = (why: string): Error =>
      new Error(`checkpoint ${count(i + 1)} (at byte ${count(at)}) is damaged and cannot be read: ${why}`);
    const frame = await this.source.read(at, frameHeaderBytes + (bytes[i] as number));
    const header = decodeFrameHeader(frame, 0);
    if (header.bytes !== bytes[i] || header.count !== checkpointMarker)
      throw damaged('its frame does not match the index');
    let value: { position?: unknown; seq?: unknown; state?: unknown };
    let state: RootState;
    try {
      const text = new TextDecoder().decode(await gunzip(frame.subarray(frameHeaderBytes)));
      // The state is the frame's last field: its own text is decoded by the checkpoint codec.
      const stateAt = text.indexOf(',"state":');
      value = JSON.parse(`${text.slice(0, stateAt)}}`) as typeof value;
      state = decodeCheckpointState(text.slice(stateAt + ',"state":'.length, -1));
    } catch (error) {
      throw damaged((error as Error).message);
    }
    if (value.position !== position[i] || value.seq !== seq[i]) throw damaged('its place does not match the index');
    return { position: position[i] as number, seq: seq[i] as number, state };
  }

  /** A block's items (entries and bad lines), read and decompressed once while it stays in the LRU. */
  items(block: number): Promise<RecordingItem[]> {
    const held = this.cache.get(block);
    if (held) {
      this.cache.delete(block);
      this.cache.set(block, held);
      return held;
    }
    const read = this.read(block);
    this.cache.set(block, read);
    read.catch(() => this.cache.delete(block));
    while (this.cache.size > this.cachedBlocks) this.cache.delete(this.cache.keys().next().value as number);
    return read;
  }

  /** A block's entries (bad lines left out). */
  async entriesOf(block: number): Promise<LogEntry[]> {
    return blockEntries(await this.items(block));
  }

  /**
   * A block's lines, read and decompressed now and each decoded when asked for (not kept: the caller holds the
   * blocks it uses). A seek folds the lines up to its target, not the whole block. With a pause (or the
   * recording's own), the block is decompressed and cut a piece at a time, the pause awaited between.
   */
  async lines(block: number, pause = this.pause): Promise<BlockLines> {
    const { bytes, place } = await this.frame(block);
    return blockLines(bytes, place, pause);
  }

  private async read(block: number): Promise<RecordingItem[]> {
    const { bytes, place } = await this.frame(block);
    return decodeBlock(bytes, place, this.pause);
  }

  /** A block's gzip bytes, its frame checked against the index. */
  private async frame(block: number): Promise<{ readonly bytes: Uint8Array; readonly place: BlockPlace }> {
    const { offset, bytes, count: entries } = this.index.blocks;
    if (block < 0 || block >= this.blockCount)
      throw new Error(`no block ${block + 1} in a recording of ${this.blockCount}`);
    const at = offset[block] as number;
    const frame = await this.source.read(at, frameHeaderBytes + (bytes[block] as number));
    const header = decodeFrameHeader(frame, 0);
    if (header.bytes !== bytes[block] || header.count !== entries[block]) {
      throw new Error(
        `block ${count(block + 1)} (at byte ${count(at)}) is damaged: its frame does not match the index`,
      );
    }
    const place = { number: block + 1, offset: at, firstLine: this.firstPosition(block) + 1 };
    return { bytes: frame.subarray(frameHeaderBytes), place };
  }
}
