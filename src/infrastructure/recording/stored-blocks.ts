import type { RecordingBlocks, RecordingFile, RecordingHeader, StoredBlock } from '../../application/recording';
import type { LogEntry } from '../../domain/log';
import { BlockFileAssembler, type ByteSink, encodeBlock, type EncodedBlock, type Gzip } from './block-writer';
import { gzip as platformGzip } from './gzip';

/** Bytes gathered before they become one Blob part (Chromium may keep a large Blob on disk, not in the page). */
const partBytes = 8 * 1024 * 1024;

/** A byte sink that hands its bytes to Blobs every few megabytes, so no array holds the whole file. */
class BlobParts implements ByteSink {
  private readonly parts: Blob[] = [];
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  write(bytes: Uint8Array): void {
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= partBytes) this.cut();
  }

  blob(type: string): Blob {
    this.cut();
    return new Blob(this.parts, { type });
  }

  private cut(): void {
    if (this.pending.length === 0) return;
    this.parts.push(new Blob(this.pending as BlobPart[]));
    this.pending = [];
    this.pendingBytes = 0;
  }
}

/** Makes entries (at least one, in order) a redacted, compressed block: here, or in a worker (worker-blocks.ts). */
export type BlockEncoder = (entries: readonly LogEntry[]) => Promise<EncodedBlock>;

/**
 * The recorders' blocks (`RecordingBlocks`): a stored block is `encodeBlock` of the entries — redacted, as every
 * version 2 block is, by `encoder` (in the page, a worker) — so a file is the stored blocks' bytes as they are, framed by one `BlockFileAssembler`
 * (header, index, footer) into Blob parts: nothing is decompressed or encoded again when a file is asked for.
 * This is the one place the recorders call the block writer: what else a file should carry (projection
 * checkpoints) is written here.
 */
export class StoredRecordingBlocks implements RecordingBlocks {
  constructor(
    private readonly encoder: BlockEncoder = (entries) => encodeBlock(entries, true, platformGzip),
    private readonly gzip: Gzip = platformGzip,
  ) {}

  async encode(entries: readonly LogEntry[]): Promise<StoredBlock> {
    const block = await this.encoder(entries);
    const last = entries.at(-1) as LogEntry;
    return {
      at: block.firstAt,
      firstSeq: block.firstSeq,
      lastSeq: last.seq,
      count: block.count,
      firstAt: block.firstAt,
      lastAt: block.lastAt,
      bytes: block.bytes,
      textBytes: block.textBytes,
    };
  }

  async writeFile(
    header: RecordingHeader,
    blocks: AsyncIterable<StoredBlock> | Iterable<StoredBlock>,
    pause: () => Promise<void>,
  ): Promise<RecordingFile> {
    // The stored blocks are redacted; a file that said otherwise would lie about its contents.
    if (!header.redacted) throw new Error('the stored blocks are redacted: their file says so');
    const parts = new BlobParts();
    const file = new BlockFileAssembler(header, this.gzip);
    parts.write(file.start());
    let entries = 0;
    for await (const block of blocks) {
      for (const part of file.frame(block)) parts.write(part);
      entries += block.count;
      await pause();
    }
    for (const part of await file.end()) parts.write(part);
    return { blob: parts.blob('application/octet-stream'), entries };
  }
}
