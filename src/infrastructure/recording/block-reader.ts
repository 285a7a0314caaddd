import type { LogEntry } from '../../domain/log';
import {
  checkpointMarker,
  decodeBlockHeader,
  decodeFrameHeader,
  frameHeaderBytes,
  indexMarker,
  isBlockRecording,
} from './block-layout';
import { ByteQueue } from './byte-queue';
import { gunzip } from './gzip';
import { gunzipLinesPaced } from './paced-gunzip';
import { decodeEntryLine, readRecording, type RecordingItem } from './recording-reader';

const count = (n: number): string => n.toLocaleString('en-US');

/** Where a block sits: its number from 1, its frame's byte offset, and the NDJSON line of its first entry. */
export interface BlockPlace {
  readonly number: number;
  readonly offset: number;
  readonly firstLine: number;
}

const utf8 = new TextDecoder();

const damaged = (block: BlockPlace, error: Error): Error =>
  new Error(
    `block ${count(block.number)} (at byte ${count(block.offset)}) is damaged and cannot be read: ${error.message}`,
  );

/** A block's text, or the error naming it when it does not decompress (gzip's CRC catches damage). */
const blockText = async (compressed: Uint8Array, block: BlockPlace): Promise<string | Error> => {
  try {
    return utf8.decode(await gunzip(compressed));
  } catch (error) {
    return damaged(block, error as Error);
  }
};

/**
 * A block's decompressed text as items, each line decoded when it is asked for (a fold takes each entry while
 * it is new, instead of a block's worth at once): its entries, or its bad lines naming the block.
 */
export function* blockItems(text: string, block: BlockPlace): Generator<RecordingItem> {
  let line = block.firstLine;
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    const result = decodeEntryLine(text.slice(start, end));
    yield 'entry' in result
      ? { type: 'entry', entry: result.entry, line }
      : { type: 'error', line, message: `block ${count(block.number)}: ${result.error}` };
    line += 1;
    start = end + 1;
  }
}

/** A block's lines, each decoded only when it is asked for (`item`), so a seek parses the lines it folds. */
export interface BlockLines {
  /** Lines in the block (each ends with `\n`; text after the last `\n` is no line, as `blockItems` reads it). */
  readonly count: number;
  /** The `index`-th line (from 0) decoded: its entry, or its bad line naming the block. */
  item(index: number): Exclude<RecordingItem, { type: 'header' }>;
}

/**
 * A block decompressed and cut into lines, none decoded yet; a block that does not decompress throws an error
 * naming it. Finding the line ends of a block of 4,096 entries (~8 MB) is one `indexOf` a line; decoding all of
 * them would be ~4,096 `JSON.parse` and codec runs, most of which a seek does not need. With `pause`, the block is
 * decompressed, decoded and cut a piece at a time with `pause` awaited between (paced-gunzip.ts), so a page that
 * reads a block while it plays keeps painting.
 */
export const blockLines = async (
  compressed: Uint8Array,
  block: BlockPlace,
  pause?: () => Promise<void>,
): Promise<BlockLines> => {
  // Each line as its piece of text and where it starts and ends in it.
  const pieces: string[] = [];
  const pieceOf: number[] = [];
  const startOf: number[] = [];
  const endOf: number[] = [];
  const cut = (text: string): void => {
    const piece = pieces.push(text) - 1;
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      pieceOf.push(piece);
      startOf.push(start);
      endOf.push(end);
      start = end + 1;
    }
  };
  if (pause) {
    try {
      await gunzipLinesPaced(compressed, pause, cut);
    } catch (error) {
      throw damaged(block, error as Error);
    }
  } else {
    const text = await blockText(compressed, block);
    if (text instanceof Error) throw text;
    cut(text);
  }
  const lines = pieceOf.length;
  return {
    count: lines,
    item: (index) => {
      if (!Number.isInteger(index) || index < 0 || index >= lines)
        throw new Error(`no line ${index + 1} in block ${count(block.number)} of ${lines} lines`);
      const text = (pieces[pieceOf[index] as number] as string).slice(startOf[index], endOf[index]);
      const result = decodeEntryLine(text);
      const line = block.firstLine + index;
      return 'entry' in result
        ? { type: 'entry', entry: result.entry, line }
        : { type: 'error', line, message: `block ${count(block.number)}: ${result.error}` };
    },
  };
};

/**
 * A block's entries, or its bad lines; a block that does not decompress throws an error naming it. With `pause`,
 * the block is decompressed, decoded and its lines parsed a piece at a time with `pause` awaited between
 * (paced-gunzip.ts: a block of 4,096 entries of the bench's mix is ~8 MB of JSON, decoded at once one task of a
 * few hundred ms on a busy machine).
 */
export const decodeBlock = async (
  compressed: Uint8Array,
  block: BlockPlace,
  pause?: () => Promise<void>,
): Promise<RecordingItem[]> => {
  if (!pause) {
    const text = await blockText(compressed, block);
    if (text instanceof Error) throw text;
    return [...blockItems(text, block)];
  }
  const items: RecordingItem[] = [];
  try {
    await gunzipLinesPaced(compressed, pause, (lines) => {
      for (const item of blockItems(lines, { ...block, firstLine: block.firstLine + items.length })) items.push(item);
    });
  } catch (error) {
    throw damaged(block, error as Error);
  }
  return items;
};

/** The entries of a block that decoded, in order. */
export const blockEntries = (items: readonly RecordingItem[]): LogEntry[] =>
  items.flatMap((item) => (item.type === 'entry' ? [item.entry] : []));

const notARecording =
  'not a studio-console recording: the file does not start with a recording header (docs/recording-format.md)';

/**
 * Reads a version 2 recording front to back from its bytes, as they stream in: the header, then each
 * block's entries (`line` is the entry's line in the same recording as NDJSON: header line 1). It needs no
 * index, so it also reads a file still being written or cut short, up to its last whole block. A damaged
 * block is one error item naming it, and reading goes on with the next block; a cut file ends with an error
 * saying where.
 */
export async function* readBlockRecording(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<RecordingItem> {
  for await (const item of readBlockTexts(chunks)) {
    if (item.type === 'block') yield* blockItems(item.text, item.place);
    else yield item;
  }
}

/** What `readBlockTexts` gives: the header, each block's decompressed text, or an error item. */
export type BlockTextItem =
  | Exclude<RecordingItem, { type: 'entry' }>
  | { readonly type: 'block'; readonly place: BlockPlace; readonly text: string };

/**
 * `readBlockRecording` up to the text of each block: the reading, the checks and the decompression, not the
 * decoding of the lines (`blockItems`), so that a reader may decompress on one thread and decode on another.
 */
export async function* readBlockTexts(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<BlockTextItem> {
  const queue = new ByteQueue();
  const source = chunks[Symbol.asyncIterator]();
  const fill = async (bytes: number): Promise<boolean> => {
    while (queue.length < bytes) {
      const next = await source.next();
      if (next.done) return false;
      queue.push(next.value);
    }
    return true;
  };
  if (!(await fill(12)) || !isBlockRecording(queue.take(8))) {
    yield { type: 'error', line: 1, message: notARecording };
    return;
  }
  const lengthBytes = queue.take(4);
  const headerBytes = new DataView(lengthBytes.buffer, lengthBytes.byteOffset, 4).getUint32(0, true);
  const header = (await fill(headerBytes)) ? parseHeader(queue.take(headerBytes)) : undefined;
  if (!header) {
    yield { type: 'error', line: 1, message: notARecording };
    return;
  }
  yield { type: 'header', header };
  // Frames in file order; the next block decompresses (zlib works off the main thread) while this one's
  // entries are decoded and folded.
  async function* frames(): AsyncGenerator<
    { place: BlockPlace; count: number; text: Promise<string | Error> } | { cut: BlockTextItem }
  > {
    let line = 2;
    for (let block = 1; ; block += 1) {
      const offset = queue.consumed;
      if (!(await fill(frameHeaderBytes))) {
        if (queue.length > 0) yield { cut: cut(line, block, offset) };
        return;
      }
      const frame = decodeFrameHeader(queue.take(frameHeaderBytes), 0);
      if (frame.count === indexMarker) return;
      if (!(await fill(frame.bytes))) {
        yield { cut: cut(line, block, offset) };
        return;
      }
      // A checkpoint is for readers that seek; reading front to back folds the entries themselves.
      if (frame.count === checkpointMarker) {
        queue.take(frame.bytes);
        block -= 1;
        continue;
      }
      const place = { number: block, offset, firstLine: line };
      yield { place, count: frame.count, text: blockText(queue.take(frame.bytes), place) };
      line += frame.count;
    }
  }
  const framed = frames();
  let current = await framed.next();
  while (!current.done) {
    const frame = current.value;
    if ('cut' in frame) {
      yield frame.cut;
      return;
    }
    current = await framed.next();
    const text = await frame.text;
    if (text instanceof Error) {
      const message = `${text.message}; its ${count(frame.count)} entries are skipped`;
      yield { type: 'error', line: frame.place.firstLine, message };
    } else yield { type: 'block', place: frame.place, text };
  }
}

const parseHeader = (bytes: Uint8Array): ReturnType<typeof decodeBlockHeader> => {
  try {
    return decodeBlockHeader(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return undefined;
  }
};

const cut = (line: number, block: number, offset: number): BlockTextItem => ({
  type: 'error',
  line,
  message: `the file is cut short: it ends inside block ${count(block)} (at byte ${count(offset)}); the entries before it were read`,
});

/**
 * Reads a recording of either version from its bytes: version 2 by its magic, anything else as version 1's
 * NDJSON text (decoded as it streams).
 */
export async function* readRecordingBytes(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<RecordingItem> {
  const source = chunks[Symbol.asyncIterator]();
  const queue = new ByteQueue();
  let ended = false;
  while (queue.length < 8 && !ended) {
    const next = await source.next();
    if (next.done) ended = true;
    else queue.push(next.value);
  }
  const head = queue.take(queue.length);
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (head.length > 0) yield head;
    if (ended) return;
    for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
  }
  async function* text(): AsyncGenerator<string> {
    const decoder = new TextDecoder();
    for await (const bytes of rest()) yield decoder.decode(bytes, { stream: true });
    const tail = decoder.decode();
    if (tail) yield tail;
  }
  try {
    yield* isBlockRecording(head) ? readBlockRecording(rest()) : readRecording(text());
  } finally {
    // A reader that stops early (`--until`) closes the file now, not when it is collected.
    await source.return?.();
  }
}
