import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { makeHeader, RecordingWriter } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';
import {
  BlockFileAssembler,
  BlockRecording,
  BlockRecordingWriter,
  encodeBlock,
  readRecording,
  readRecordingBytes,
  type RangeSource,
  type RecordingItem,
} from '../../../src/infrastructure/recording';

const fixture = readFileSync('test/fixtures/recordings/studio-session.ndjson', 'utf8');

const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}

/** Bytes in chunks of a given size, so frames straddle chunk ends. */
async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const rejection = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: Error) => error.message,
  );

const entriesOf = (items: readonly RecordingItem[]): LogEntry[] =>
  items.flatMap((item) => (item.type === 'entry' ? [item.entry] : []));

const header = makeHeader(new Date('2026-11-22T10:00:00Z'), 'test', { note: 'blocks' });

/** The fixture's entries written as version 2, in batches of `batch`, `blockEntries` a block. */
const writeBlocks = async (entries: readonly LogEntry[], blockEntries: number, batch = 5): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  const writer = new BlockRecordingWriter({ write: (bytes) => void parts.push(bytes.slice()) }, header, {
    blockEntries,
  });
  for (let at = 0; at < entries.length; at += batch) await writer.write(entries.slice(at, at + batch));
  const { bytes } = await writer.finish();
  const file = new Uint8Array(bytes);
  let at = 0;
  for (const part of parts) {
    file.set(part, at);
    at += part.length;
  }
  return file;
};

const rangeOf = (file: Uint8Array): RangeSource => ({
  size: file.length,
  read: async (offset, length) => file.slice(offset, offset + length),
});

describe('recording format version 2: compressed blocks with an index (issue 33 §1)', () => {
  let entries: LogEntry[];
  let file: Uint8Array;
  const blockEntries = 7;

  before(async () => {
    entries = entriesOf(await collect(readRecording(once(fixture))));
    file = await writeBlocks(entries, blockEntries);
  });

  it('round-trips every entry, streamed in chunks of any size, as the same entries version 1 gives', async () => {
    let text = '';
    const v1 = new RecordingWriter({ write: (chunk) => (text += chunk) }, header);
    for (const entry of entries) v1.write(entry);
    v1.flush();
    const fromText = entriesOf(await collect(readRecording(once(text))));
    for (const size of [1, 13, 4096, file.length]) {
      const items = await collect(readRecordingBytes(chunked(file, size)));
      expect(items[0]).to.deep.equal({ type: 'header', header: { ...header, version: 2 } });
      expect(items.filter((item) => item.type === 'error')).to.deep.equal([]);
      expect(entriesOf(items)).to.deep.equal(fromText);
      expect(items.at(-1)).to.include({ line: entries.length + 1 });
    }
  });

  it('gives the same file from blocks encoded as they fill and assembled later (a recorder keeping blocks in storage)', async () => {
    const kept = [];
    for (let at = 0; at < entries.length; at += blockEntries)
      kept.push(await encodeBlock(entries.slice(at, at + blockEntries), header.redacted));
    const assembler = new BlockFileAssembler(header);
    const parts = [assembler.start(), ...kept.flatMap((block) => assembler.frame(block)), ...(await assembler.end())];
    expect(Buffer.concat(parts)).to.deep.equal(Buffer.from(file));
  });

  it('is much smaller than the NDJSON of the same entries', () => {
    expect(file.length).to.be.lessThan(Buffer.byteLength(fixture) / 2);
  });

  it('opens at its index and reads any block on its own, finding entries by position and time', async () => {
    const recording = await BlockRecording.open(rangeOf(file));
    expect(recording.entries).to.equal(entries.length);
    expect(recording.header.note).to.equal('blocks');
    expect(recording.blockCount).to.equal(Math.ceil(entries.length / blockEntries));
    const last = recording.blockCount - 1;
    expect(await recording.entriesOf(last)).to.deep.equal(entries.slice(last * blockEntries));
    expect(recording.blockOf(1)).to.equal(0);
    expect(recording.blockOf(blockEntries + 1)).to.equal(1);
    expect(recording.blockOf(entries.length)).to.equal(last);
    expect(recording.blockOf(entries.length + 1)).to.equal(-1);
    const middle = entries[Math.floor(entries.length / 2)] as LogEntry;
    const block = recording.blockAtTime(middle.at);
    const found = await recording.entriesOf(block);
    expect(found.some((entry) => entry.at >= middle.at)).to.equal(true);
    if (block > 0) expect((await recording.entriesOf(block - 1)).every((entry) => entry.at < middle.at)).to.equal(true);
  });

  it('reads each block once while it stays in the cache', async () => {
    let reads = 0;
    const source = rangeOf(file);
    const counting: RangeSource = {
      size: source.size,
      read: (offset, length) => ((reads += 1), source.read(offset, length)),
    };
    const recording = await BlockRecording.open(counting, 2);
    expect(reads).to.equal(2);
    await recording.items(0);
    await recording.items(0);
    await recording.items(1);
    expect(reads).to.equal(4);
    await recording.items(2);
    await recording.items(0);
    expect(reads).to.equal(6);
  });

  it('names a damaged block, skips only its entries when streaming, and refuses it when read on its own', async () => {
    const recording = await BlockRecording.open(rangeOf(file));
    const damaged = file.slice();
    const offset = recording.index.blocks.offset[1] as number;
    damaged[offset + 8 + 20] = (damaged[offset + 8 + 20] as number) ^ 0xff;
    const items = await collect(readRecordingBytes(chunked(damaged, 1000)));
    const errors = items.filter((item) => item.type === 'error');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ line: blockEntries + 2 });
    expect((errors[0] as { message: string }).message).to.match(/^block 2 \(at byte [\d,]+\) is damaged/);
    expect(entriesOf(items)).to.have.length(entries.length - blockEntries);
    const opened = await BlockRecording.open(rangeOf(damaged));
    expect(await rejection(opened.items(1))).to.match(/block 2 .*damaged/);
    expect(await opened.entriesOf(2)).to.deep.equal(entries.slice(2 * blockEntries, 3 * blockEntries));
  });

  it('reads a cut file up to its last whole block and says where it ends; opening it for seeking is refused', async () => {
    const recording = await BlockRecording.open(rangeOf(file));
    const cutAt = (recording.index.blocks.offset[3] as number) + 30;
    const cut = file.slice(0, cutAt);
    const items = await collect(readRecordingBytes(chunked(cut, 512)));
    expect(entriesOf(items)).to.deep.equal(entries.slice(0, 3 * blockEntries));
    expect(items.at(-1)).to.deep.include({ type: 'error', line: 3 * blockEntries + 2 });
    expect((items.at(-1) as { message: string }).message).to.match(/cut short: it ends inside block 4/);
    expect(await rejection(BlockRecording.open(rangeOf(cut)))).to.match(/no index at its end: it is cut short/);
  });

  it('closes its source when the reader stops early (npm run replay -- FILE --until SEQ)', async () => {
    for (const bytes of [file, new TextEncoder().encode(fixture)]) {
      let closed = false;
      const source: AsyncIterable<Uint8Array> = {
        [Symbol.asyncIterator]: () => {
          const inner = chunked(bytes, 256);
          return {
            next: () => inner.next(),
            return: async () => {
              closed = true;
              return inner.return(undefined);
            },
          };
        },
      };
      for await (const item of readRecordingBytes(source)) if (item.type === 'entry') break;
      expect(closed).to.equal(true);
    }
  });

  it('still reads version 1 (NDJSON) by the same entry point', async () => {
    const items = await collect(readRecordingBytes(chunked(new TextEncoder().encode(fixture), 333)));
    expect(items[0]?.type).to.equal('header');
    expect(entriesOf(items)).to.deep.equal(entries);
  });

  it('refuses bytes that are no recording with one error', async () => {
    const items = await collect(
      readRecordingBytes(once(new TextEncoder().encode('STUDREC2\u0005\u0000\u0000\u0000{bad}'))),
    );
    expect(items).to.have.length(1);
    expect(items[0]).to.deep.include({ type: 'error', line: 1 });
    expect(await rejection(BlockRecording.open(rangeOf(new TextEncoder().encode(fixture))))).to.match(/no index/);
  });
});
