import { expect } from 'chai';
import { makeHeader } from '../../../src/application/recording';
import { historyValues, type InstanceHistory } from '../../../src/domain/instances';
import type { LogEntry } from '../../../src/domain/log';
import {
  featureProjections,
  initialRootState,
  reduceBatch,
  registerProjections,
  type DomainEvent,
  type RootState,
} from '../../../src/domain/state';
import {
  BlockFileAssembler,
  BlockRecording,
  BlockRecordingWriter,
  decodeCheckpointState,
  encodeBlock,
  encodeCheckpoint,
  encodeCheckpointState,
  readRecordingBytes,
  type RangeSource,
  type RecordingItem,
} from '../../../src/infrastructure/recording';
import { decodeBlock } from '../../../src/infrastructure/recording/block-reader';
import { compressedPiece } from '../../../src/infrastructure/recording/paced-gunzip';
import { gzip } from '../../../src/infrastructure/recording/gzip';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { benchMix } from '../../../tools/bench/bench-mix';
import { syntheticEntries } from '../../../tools/bench/synthetic-recording';

registerProjections(featureProjections);

const header = makeHeader(new Date('2026-11-22T10:00:00Z'), 'test', { note: 'checkpoints' });

const fold = (state: RootState, entries: readonly LogEntry[]): RootState => {
  const normalizer = createWireNormalizer();
  const events: DomainEvent[] = [];
  for (const entry of entries) for (const event of normalizer.normalize(entry)) events.push(event);
  return reduceBatch(state, events);
};

const join = (parts: readonly Uint8Array[]): Uint8Array => new Uint8Array(Buffer.concat(parts));

const rangeOf = (file: Uint8Array): RangeSource => ({
  size: file.length,
  read: async (offset, length) => file.slice(offset, offset + length),
});

const collect = async (items: AsyncIterable<RecordingItem>): Promise<RecordingItem[]> => {
  const all: RecordingItem[] = [];
  for await (const item of items) all.push(item);
  return all;
};

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** Every instance's history as the sparklines read it. */
const histories = (state: RootState): Record<string, Record<string, readonly number[]>> =>
  Object.fromEntries(
    Object.entries(state.instances.historyById as Record<string, InstanceHistory>).map(([id, history]) => [
      id,
      Object.fromEntries([...history.rows.columns.keys()].map((series) => [series, historyValues(history, series)])),
    ]),
  );

describe('recording checkpoints: the folded state inside a version 2 file (issue 33 §1)', () => {
  // The bench's busy console: 200 instances' status at 1 Hz, control ticks, list updates, commands.
  const entries = [...syntheticEntries(benchMix(1600))];
  const cut = 900;
  let atCut: RootState;
  let straight: RootState;

  before(() => {
    atCut = fold(initialRootState(), entries.slice(0, cut));
    straight = fold(atCut, entries.slice(cut));
  });

  it('folds on from a state read back as it folds on from the state it was written from', () => {
    const readBack = decodeCheckpointState(encodeCheckpointState(atCut));
    expect(Object.keys(readBack.instances.statusById)).to.have.length(200);
    const resumed = fold(readBack, entries.slice(cut));
    expect(encodeCheckpointState(resumed)).to.equal(encodeCheckpointState(straight));
    expect(histories(resumed)).to.deep.equal(histories(straight));
    expect(Object.values(histories(resumed))[0]?.cpu).to.have.length.greaterThan(3);
  });

  it('keeps what JSON alone would lose: undefined values, NaN and infinities', () => {
    const state = { ...initialRootState(), extra: { gone: undefined, list: [1, undefined, NaN, -Infinity] } };
    const readBack = decodeCheckpointState(encodeCheckpointState(state as RootState)) as unknown as typeof state;
    expect(readBack.extra).to.have.property('gone');
    expect(readBack.extra.list).to.deep.equal([1, undefined, NaN, -Infinity]);
  });

  it('redacts the state as entries are redacted, unless told not to', () => {
    const extra = {
      stream: { password: 'hunter2', key: 'k' },
      upload: { url: 'u', fields: { a: 1 } },
      topic: 'profile:abc',
    };
    const state = { ...initialRootState(), extra } as unknown as RootState;
    const redacted = decodeCheckpointState(encodeCheckpointState(state)) as unknown as { extra: typeof extra };
    expect(redacted.extra).to.deep.equal({
      stream: { password: '[redacted]', key: 'k' },
      upload: { url: 'u', fields: '[redacted]' },
      topic: 'profile:[redacted]',
    });
    const kept = decodeCheckpointState(encodeCheckpointState(state, false)) as unknown as { extra: typeof extra };
    expect(kept.extra).to.deep.equal(extra);
  });

  it('refuses a state holding what it cannot carry, saying where', () => {
    const state = { ...initialRootState(), extra: { byName: new Map([['a', 1]]) } };
    expect(() => encodeCheckpointState(state as unknown as RootState)).to.throw(
      'a checkpoint cannot carry the Map at /extra/byName of the state',
    );
  });

  describe('in a file', () => {
    let file: Uint8Array;
    /** The entries as any version 2 file of them gives them back (redacted). */
    let written: LogEntry[];

    before(async () => {
      const plain = new BlockFileAssembler(header);
      const blocks = [
        plain.start(),
        ...plain.frame(await encodeBlock(entries, header.redacted)),
        ...(await plain.end()),
      ];
      written = (await collect(readRecordingBytes(once(join(blocks))))).flatMap((item) =>
        item.type === 'entry' ? [item.entry] : [],
      );
      const parts: Uint8Array[] = [];
      const writer = new BlockRecordingWriter({ write: (bytes) => void parts.push(bytes.slice()) }, header, {
        blockEntries: 500,
      });
      await writer.write(entries.slice(0, cut));
      await writer.writeCheckpoint(entries[cut - 1]?.seq as number, atCut);
      await writer.write(entries.slice(cut));
      await writer.finish();
      file = join(parts);
    });

    it('writes the entries held for the next block first, so the checkpoint starts a block', async () => {
      const recording = await BlockRecording.open(rangeOf(file));
      expect(recording.index.blocks.count).to.deep.equal([500, 400, 500, 200]);
      expect(recording.index.checkpoints.position).to.deep.equal([cut]);
      expect(recording.checkpointAtOrBefore(cut - 1)).to.equal(-1);
      expect(recording.checkpointAtOrBefore(cut)).to.equal(0);
      expect(recording.checkpointAtOrBefore(entries.length)).to.equal(0);
      const checkpoint = await recording.checkpoint(0);
      expect(checkpoint).to.include({ position: cut, seq: cut });
      const next = await recording.entriesOf(2);
      expect(encodeCheckpointState(fold(checkpoint.state, next))).to.equal(encodeCheckpointState(fold(atCut, next)));
    });

    it('is skipped by a reader going front to back: the same entries, no bad line', async () => {
      const items = await collect(readRecordingBytes(once(file)));
      expect(items.filter((item) => item.type === 'error')).to.deep.equal([]);
      expect(items.flatMap((item) => (item.type === 'entry' ? [item.entry] : []))).to.deep.equal(written);
    });

    it('is the same file when a recorder keeps encoded blocks and checkpoints and assembles them later', async () => {
      const assembler = new BlockFileAssembler(header);
      const blocks = [entries.slice(0, 500), entries.slice(500, cut), entries.slice(cut, cut + 500)];
      const parts = [assembler.start()];
      for (const block of blocks.slice(0, 2)) parts.push(...assembler.frame(await encodeBlock(block, header.redacted)));
      parts.push(...assembler.checkpoint(await encodeCheckpoint(cut, cut, atCut, header.redacted)));
      parts.push(...assembler.frame(await encodeBlock(blocks[2] as LogEntry[], header.redacted)));
      parts.push(...assembler.frame(await encodeBlock(entries.slice(cut + 500), header.redacted)));
      parts.push(...(await assembler.end()));
      expect(Buffer.from(join(parts))).to.deep.equal(Buffer.from(file));
    });

    it('refuses a checkpoint of another moment than the last entry written, and one out of place', async () => {
      const writer = new BlockRecordingWriter({ write: () => undefined }, header);
      await writer.write(entries.slice(0, 10));
      let message = '';
      await writer.writeCheckpoint(9, atCut).catch((error: Error) => (message = error.message));
      expect(message).to.equal('a checkpoint is of the state after the last entry written (10), not after 9');
      const assembler = new BlockFileAssembler(header);
      assembler.start();
      const early = await encodeCheckpoint(3, 3, atCut, true);
      expect(() => assembler.checkpoint(early)).to.throw('a checkpoint after entry 3 goes where 0 entries are written');
    });

    it('names a damaged checkpoint when it is read, and still reads the blocks', async () => {
      const recording = await BlockRecording.open(rangeOf(file));
      const damaged = file.slice();
      const at = recording.index.checkpoints.offset[0] as number;
      damaged[at + 40] = (damaged[at + 40] as number) ^ 0xff;
      const opened = await BlockRecording.open(rangeOf(damaged));
      const message = await opened.checkpoint(0).then(
        () => 'read',
        (error: Error) => error.message,
      );
      expect(message).to.match(/^checkpoint 1 \(at byte [\d,]+\) is damaged and cannot be read: /);
      expect(await opened.entriesOf(2)).to.deep.equal(written.slice(cut, cut + 500));
    });
  });

  it('decodes a block with pauses between its compressed pieces into the same items', async () => {
    const block = await encodeBlock(entries.slice(0, 700), header.redacted);
    const place = { number: 1, offset: 0, firstLine: 2 };
    let pauses = 0;
    const paused = await decodeBlock(block.bytes, place, async () => void (pauses += 1));
    expect(block.bytes.length).to.be.above(2 * compressedPiece);
    expect(pauses).to.equal(Math.ceil(block.bytes.length / compressedPiece));
    expect(paused).to.deep.equal(await decodeBlock(block.bytes, place));
  });

  it('names a damaged block read with pauses as it does one read whole', async () => {
    const block = await encodeBlock(entries.slice(0, 700), header.redacted);
    const place = { number: 3, offset: 1234, firstLine: 2 };
    const damaged = block.bytes.slice();
    damaged[Math.floor(damaged.length / 2)] = (damaged[Math.floor(damaged.length / 2)] as number) ^ 0xff;
    const failure = (pause?: () => Promise<void>): Promise<string> =>
      decodeBlock(damaged, place, pause).then(
        () => 'read',
        (error: Error) => error.message,
      );
    const paced = await failure(async () => undefined);
    expect(paced).to.match(/^block 3 \(at byte 1,234\) is damaged and cannot be read: /);
    expect(paced).to.equal(await failure());
  });

  it('reads an index written before checkpoints existed (no column) as having none', async () => {
    const recording = await BlockRecording.open(rangeOf(await oldFile(entries.slice(0, 20))));
    expect(recording.index.checkpoints.position).to.deep.equal([]);
    expect(recording.checkpointAtOrBefore(20)).to.equal(-1);
  });
});

/** A file whose index has no `checkpoints` field, as the writer wrote before checkpoints. */
const oldFile = async (entries: readonly LogEntry[]): Promise<Uint8Array> => {
  const { encodeFrameHeader, encodeFooter, indexMarker } =
    await import('../../../src/infrastructure/recording/block-layout');
  const assembler = new BlockFileAssembler(header);
  const parts = [assembler.start(), ...assembler.frame(await encodeBlock(entries, header.redacted))];
  const block = await encodeBlock(entries, header.redacted);
  const start = parts.reduce((sum, part) => sum + part.length, 0);
  const index = {
    header: assembler.header,
    entries: entries.length,
    blocks: {
      offset: [start - block.bytes.length - 8],
      bytes: [block.bytes.length],
      firstSeq: [block.firstSeq],
      count: [block.count],
      firstAt: [block.firstAt],
      lastAt: [block.lastAt],
    },
  };
  const compressed = await gzip(new TextEncoder().encode(JSON.stringify(index)));
  const frame = [encodeFrameHeader(compressed.length, indexMarker), compressed];
  return join([...parts, ...frame, encodeFooter(start, 8 + compressed.length)]);
};
