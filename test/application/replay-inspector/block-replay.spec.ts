import { expect } from 'chai';
import { asyncScheduler, filter, firstValueFrom } from 'rxjs';
import {
  foldWholeEntries,
  InspectorQueries,
  ReplayService,
  type RecordingOpener,
  type ReplayFile,
  type SeekableRecording,
} from '../../../src/application/replay-inspector';
import { BlockReplay } from '../../../src/application/replay-inspector/block-replay';
import { lastSeqAtOrBefore } from '../../../src/application/replay-inspector/replay-time';
import { makeHeader } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';
import { featureProjections, registerProjections, type RootState } from '../../../src/domain/state';
import { InMemoryEntries } from '../../../src/application/log';
import { ProjectionStore, type Normalizer } from '../../../src/application/store';
import {
  BlockRecording,
  BlockRecordingWriter,
  encodeCheckpointState,
  readRecordingBytes,
} from '../../../src/infrastructure/recording';
import { createWireNormalizer } from '../../../src/infrastructure/wire';
import { benchMix } from '../../../tools/bench/bench-mix';
import { syntheticEntries } from '../../../tools/bench/synthetic-recording';

registerProjections(featureProjections);

const header = makeHeader(new Date('2026-11-22T10:00:00Z'), 'test');
const entries = [...syntheticEntries(benchMix(1500))];

/** The entries as a version 2 file, 200 a block, with checkpoints after these positions. */
const fileOf = async (checkpoints: readonly number[]): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  const writer = new BlockRecordingWriter({ write: (bytes) => void parts.push(bytes.slice()) }, header, {
    blockEntries: 200,
  });
  // The writer's side: the state folded as the console folds it, checkpointed after these positions.
  const store = new ProjectionStore(createWireNormalizer(), new InMemoryEntries());
  let written = 0;
  for (const position of [...checkpoints, entries.length]) {
    const more = entries.slice(written, position);
    await writer.write(more);
    store.ingest(more);
    written = position;
    if (position < entries.length) await writer.writeCheckpoint(position, store.state);
  }
  store.dispose();
  await writer.finish();
  return new Uint8Array(Buffer.concat(parts));
};

const replayFile = (bytes: Uint8Array, reads: number[] = []): ReplayFile => ({
  name: 'shift.screc',
  size: bytes.length,
  stream: () => new Blob([bytes.slice()]).stream(),
  slice: (start, end) => ({
    arrayBuffer: async () => {
      reads.push(end - start);
      return bytes.slice(start, end).buffer;
    },
  }),
});

async function* whole(file: ReplayFile): AsyncGenerator<Uint8Array> {
  yield new Uint8Array(await new Response(file.stream()).arrayBuffer());
}

const streaming: RecordingOpener = { read: (file) => readRecordingBytes(whole(file)) };
const seekable: RecordingOpener = {
  ...streaming,
  seekable: async (file) =>
    BlockRecording.open(
      {
        size: file.size,
        read: async (offset, length) =>
          new Uint8Array(await (file.slice as NonNullable<ReplayFile['slice']>)(offset, offset + length).arrayBuffer()),
      },
      2,
      async () => undefined,
    ),
};

const at = async (service: ReplayService, seq: number): Promise<LogEntry | undefined> => {
  service.seek(seq);
  const position = await firstValueFrom(service.position$.pipe(filter((shown) => shown.seq === seq)));
  return position.entry;
};

const same = (a: RootState, b: RootState): void => {
  expect(encodeCheckpointState(a)).to.equal(encodeCheckpointState(b));
};

for (const [name, checkpoints] of [
  ['with checkpoints', [600, 1200]],
  ['without checkpoints', []],
] as const) {
  describe(`/replay on a version 2 file read at random access, ${name} (issue 33 §1)`, () => {
    let bytes: Uint8Array;
    let folded: ReplayService;
    let blocks: ReplayService;
    const reads: number[] = [];

    before(async () => {
      bytes = await fileOf(checkpoints);
      folded = new ReplayService(createWireNormalizer(), streaming, asyncScheduler);
      await folded.open(replayFile(bytes));
      blocks = new ReplayService(createWireNormalizer(), seekable, asyncScheduler, 0);
      await blocks.open(replayFile(bytes, reads));
    });
    after(() => {
      folded.close();
      blocks.close();
    });

    it('is ready with its entry count from the index, having read only the footer, the index and the last block', async () => {
      expect(blocks.seekable).to.equal(true);
      expect(folded.seekable).to.equal(false);
      expect(blocks.total).to.equal(entries.length);
      const load = await firstValueFrom(blocks.load$);
      expect(load).to.include({ phase: 'ready', entries: entries.length });
      await at(blocks, entries.length);
      const read = reads.reduce((sum, length) => sum + length, 0);
      if (checkpoints.length > 0) expect(read).to.be.lessThan(bytes.length / 2);
    });

    it('folds a file of up to foldWholeEntries entries front to back, even when it could be read at random access', async () => {
      const small = new ReplayService(createWireNormalizer(), seekable, asyncScheduler);
      await small.open(replayFile(bytes));
      expect(entries.length).to.be.at.most(foldWholeEntries);
      expect(small.seekable).to.equal(false);
      expect(small.total).to.equal(entries.length);
      small.close();
    });

    it('shows the same entry and the same states (before and after it) as the file folded front to back', async () => {
      for (const seq of [1, 350, 599, 600, 601, 1001, 1500, 200, 7]) {
        const entry = await at(blocks, seq);
        expect(entry, `entry ${seq}`).to.deep.equal(folded.entryAt(seq));
        same(blocks.stateAt(seq), folded.stateAt(seq));
        same(blocks.stateAt(seq - 1), folded.stateAt(seq - 1));
      }
    });

    it('steps forward and back through a block boundary with the same states', async () => {
      await at(blocks, 398);
      for (const seq of [399, 400, 401, 402, 401, 400, 399]) {
        await at(blocks, seq);
        same(blocks.stateAt(seq), folded.stateAt(seq));
      }
    });

    it('plays at 16× to the end, each move prepared before the next, and ends with the folded file’s state', async () => {
      await at(blocks, 1);
      const shown: number[] = [];
      const watching = blocks.position$.subscribe((position) => shown.push(position.seq));
      blocks.setSpeed(16);
      blocks.play();
      await firstValueFrom(blocks.playback$.pipe(filter((playback) => !playback.playing)));
      expect(blocks.seq).to.equal(entries.length);
      await firstValueFrom(blocks.position$.pipe(filter((position) => position.seq === entries.length)));
      watching.unsubscribe();
      expect(shown.length, 'moves of many entries, not one a tick').to.be.below(entries.length / 4);
      same(blocks.stateAt(entries.length), folded.stateAt(entries.length));
      blocks.setSpeed(1);
    });

    it('filters, jumps to a time and exports a slice as the folded file does', async () => {
      const scheduler = asyncScheduler;
      const inBlocks = new InspectorQueries(blocks, 'test', scheduler);
      const inFolded = new InspectorQueries(folded, 'test', scheduler);
      const searching = firstValueFrom(inBlocks.matches$.pipe(filter((m) => m.searching)));
      inBlocks.setFilter({ kind: 'CommandIssued' });
      inFolded.setFilter({ kind: 'CommandIssued' });
      expect((await searching).count, 'nothing listed while the blocks are read').to.equal(0);
      const narrowed = <T extends { count: number; searching: boolean }>(queries: InspectorQueries): Promise<T> =>
        firstValueFrom(
          queries.matches$.pipe(filter((m) => !m.searching && m.count < entries.length)),
        ) as Promise<unknown> as Promise<T>;
      const [a, b] = await Promise.all([narrowed(inBlocks), narrowed(inFolded)]);
      expect(a.count).to.be.greaterThan(0);
      expect(inBlocks.rows(a as never, 0, 100)).to.deep.equal(inFolded.rows(b as never, 0, 100));
      const target = entries[1100] as LogEntry;
      expect(inBlocks.jumpToTime(new Date(target.at).toISOString())).to.equal(undefined);
      const moved = await firstValueFrom(blocks.position$.pipe(filter((shown) => shown.entry?.at === target.at)));
      expect(moved.seq).to.be.at.most(1101);
      const [sliced, reference] = await Promise.all([
        inBlocks.exportSlice('shift.screc', 390, 420),
        inFolded.exportSlice('shift.screc', 390, 420),
      ]);
      expect(sliced).to.deep.equal(reference);
    });
  });
}

describe('BlockReplay: stepping back (issue 33 §1)', () => {
  it('after 100 steps forward, 100 steps back each fold a few dozen entries at most, with the folded states', async () => {
    const wire = createWireNormalizer();
    let normalized = 0;
    const counting: Normalizer = {
      normalize: (entry) => {
        normalized += 1;
        return wire.normalize(entry);
      },
      snapshot: (entry) => wire.snapshot(entry),
    };
    const bytes = await fileOf([600, 1200]);
    const blocks = new ReplayService(counting, seekable, asyncScheduler, 0);
    const folded = new ReplayService(createWireNormalizer(), streaming, asyncScheduler);
    await blocks.open(replayFile(bytes));
    await folded.open(replayFile(bytes));
    await at(blocks, 1000);
    for (let seq = 1001; seq <= 1100; seq += 1) await at(blocks, seq);
    normalized = 0;
    for (let seq = 1099; seq >= 1000; seq -= 1) {
      await at(blocks, seq);
      if (seq % 10 === 0) same(blocks.stateAt(seq - 1), folded.stateAt(seq - 1));
    }
    expect(normalized / 100, 'entries folded a step back').to.be.at.most(32);
    blocks.close();
    folded.close();
  });
});

describe('BlockReplay: recorded times for the player, from the index and the blocks held (issue 33 §1)', () => {
  it('finds the last entry at or before a time as the entries say, never one in a block not read yet', async () => {
    const recording = (await seekable.seekable?.(replayFile(await fileOf([])))) as SeekableRecording;
    const replay = new BlockReplay(
      recording,
      createWireNormalizer(),
      async () => undefined,
      () => undefined,
    );
    const times = entries.map((entry) => entry.at);
    const truth = (time: number): number => lastSeqAtOrBefore(times.length, (seq) => times[seq - 1] as number, time);
    const inThirdBlock = times[450] as number;
    expect(replay.timeOf(451), 'its block is not read yet').to.equal(undefined);
    expect(replay.lastAtOrBefore(inThirdBlock, 1), 'the end of the block before').to.equal(400);
    expect(truth(inThirdBlock)).to.be.above(400);
    // Every block read (8 of 200 entries: all held).
    await replay.entries(1, entries.length);
    for (let index = 0; index < times.length; index += 7) {
      const time = times[index] as number;
      expect(replay.timeOf(index + 1)).to.equal(time);
      for (const probe of [time - 1, time, time + 1])
        expect(replay.lastAtOrBefore(probe, 1), `at ${probe}`).to.equal(Math.max(1, truth(probe)));
    }
    expect(replay.lastAtOrBefore((times.at(-1) as number) + 60_000, 1)).to.equal(entries.length);
  });
});
