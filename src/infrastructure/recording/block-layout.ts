import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import type { RecordingHeader } from '../../application/recording';
import { toPathErrors } from '../wire/kit';
import { BlockRecordingHeaderCodec } from './recording.codec';

// The byte layout of a version 2 recording (docs/protocol/recording-blocks.md):
//
//   magic "STUDREC2" · u32 header length · header JSON (UTF-8)
//   block frames: u32 compressed length · u32 entry count · gzip of the entries' NDJSON lines
//   checkpoint frames (optional, between blocks): u32 compressed length · u32 0xFFFFFFFE · gzip of the state JSON
//   index frame:  u32 compressed length · u32 0xFFFFFFFF · gzip of the index JSON
//   footer (24 bytes): "STUDIDX2" · u64 index frame offset · u32 index frame length · u32 0
//
// All integers little-endian. A reader streaming the file needs no index (the frames say how long they are);
// a reader seeking opens with two range reads: the footer, then the index.

/** Compressed blocks with a trailing index, for recordings of a whole shift (issue 33 §1). */
export const blockRecordingFormatVersion = 2;
export const fileMagic = 'STUDREC2';
export const footerMagic = 'STUDIDX2';
export const footerBytes = 24;
export const frameHeaderBytes = 8;
/** The entry count that marks the index frame. */
export const indexMarker = 0xffffffff;
/** The entry count that marks a checkpoint frame: the projections' folded state after the entries before it. */
export const checkpointMarker = 0xfffffffe;
/** Entries per block unless the writer is told otherwise: a block is one read and one decompression on a seek. */
export const defaultBlockEntries = 4096;

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0));
const fileMagicBytes = ascii(fileMagic);
const footerMagicBytes = ascii(footerMagic);

const startsWith = (bytes: Uint8Array, magic: Uint8Array, at = 0): boolean =>
  bytes.length - at >= magic.length && magic.every((byte, i) => bytes[at + i] === byte);

/** True when these first bytes of a file are a version 2 recording's. */
export const isBlockRecording = (firstBytes: Uint8Array): boolean => startsWith(firstBytes, fileMagicBytes);

/** Where each block is and what it holds; column arrays, one item per block. */
export interface BlockIndex {
  readonly header: RecordingHeader;
  readonly entries: number;
  readonly blocks: {
    readonly offset: readonly number[];
    readonly bytes: readonly number[];
    readonly firstSeq: readonly number[];
    readonly count: readonly number[];
    readonly firstAt: readonly number[];
    readonly lastAt: readonly number[];
  };
  /** The checkpoint frames, in file order (none in a file written without them). */
  readonly checkpoints: CheckpointColumns;
}

/** Where each checkpoint is: `position` is the number of entries before it (its state follows entry `seq`). */
export interface CheckpointColumns {
  readonly offset: readonly number[];
  readonly bytes: readonly number[];
  readonly position: readonly number[];
  readonly seq: readonly number[];
}

const noCheckpoints: CheckpointColumns = { offset: [], bytes: [], position: [], seq: [] };

const numbers = t.array(t.number);
const BlockIndexCodec = t.intersection([
  t.type({
    entries: t.number,
    blocks: t.type({
      offset: numbers,
      bytes: numbers,
      firstSeq: numbers,
      count: numbers,
      firstAt: numbers,
      lastAt: numbers,
    }),
  }),
  t.partial({ checkpoints: t.type({ offset: numbers, bytes: numbers, position: numbers, seq: numbers }) }),
]);

const sameLengths = (columns: object): boolean =>
  new Set(Object.values(columns).map((column: readonly number[]) => column.length)).size <= 1;

/** The index as read from the file, or a message saying what is wrong with it. */
export const decodeBlockIndex = (value: unknown): BlockIndex | { error: string } => {
  const index = BlockIndexCodec.decode(value);
  const header = BlockRecordingHeaderCodec.decode((value as { header?: unknown } | null)?.header);
  if (!isRight(index) || !isRight(header)) {
    const errors = [
      ...(isRight(index) ? [] : toPathErrors(index.left)),
      ...(isRight(header) ? [] : toPathErrors(header.left)),
    ];
    return { error: errors.map((e) => `${e.path}: expected ${e.expected}, got ${e.actual}`).join('; ') };
  }
  const { blocks, checkpoints = noCheckpoints } = index.right;
  if (!sameLengths(blocks)) return { error: 'blocks: the columns have different lengths' };
  if (!sameLengths(checkpoints)) return { error: 'checkpoints: the columns have different lengths' };
  if (checkpoints.position.some((position, i) => i > 0 && position < (checkpoints.position[i - 1] as number)))
    return { error: 'checkpoints: not in file order' };
  return { header: header.right, entries: index.right.entries, blocks, checkpoints };
};

export const decodeBlockHeader = (value: unknown): RecordingHeader | undefined => {
  const header = BlockRecordingHeaderCodec.decode(value);
  return isRight(header) ? header.right : undefined;
};

/** The file's first bytes: magic and header. */
export const encodeFileStart = (header: RecordingHeader): Uint8Array => {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const bytes = new Uint8Array(fileMagicBytes.length + 4 + json.length);
  bytes.set(fileMagicBytes, 0);
  new DataView(bytes.buffer).setUint32(fileMagicBytes.length, json.length, true);
  bytes.set(json, fileMagicBytes.length + 4);
  return bytes;
};

export const encodeFrameHeader = (compressedBytes: number, count: number): Uint8Array => {
  const bytes = new Uint8Array(frameHeaderBytes);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, compressedBytes, true);
  view.setUint32(4, count, true);
  return bytes;
};

export const decodeFrameHeader = (bytes: Uint8Array, at: number): { bytes: number; count: number } => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, frameHeaderBytes);
  return { bytes: view.getUint32(0, true), count: view.getUint32(4, true) };
};

export const encodeFooter = (indexOffset: number, indexBytes: number): Uint8Array => {
  const bytes = new Uint8Array(footerBytes);
  const view = new DataView(bytes.buffer);
  bytes.set(footerMagicBytes, 0);
  view.setBigUint64(8, BigInt(indexOffset), true);
  view.setUint32(16, indexBytes, true);
  return bytes;
};

/** The index frame's place, or undefined when these last bytes are not a footer (an unfinished or cut file). */
export const decodeFooter = (bytes: Uint8Array): { offset: number; bytes: number } | undefined => {
  if (bytes.length !== footerBytes || !startsWith(bytes, footerMagicBytes)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, footerBytes);
  return { offset: Number(view.getBigUint64(8, true)), bytes: view.getUint32(16, true) };
};
