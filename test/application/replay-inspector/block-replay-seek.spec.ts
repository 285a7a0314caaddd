import { expect } from 'chai';
import fc from 'fast-check';
import { BlockReplay, checkpointSaves, type BadLine } from '../../../src/application/replay-inspector';
import { makeHeader } from '../../../src/application/recording';
import type { LogEntry } from '../../../src/domain/log';
import type { RootState } from '../../../src/domain/state';
import { InMemoryEntries } from '../../../src/application/log';
import { ProjectionStore } from '../../../src/application/store';
import { BlockRecording, BlockRecordingWriter } from '../../../src/infrastructure/recording';
import { instancesTopics } from '../../../src/infrastructure/wire/instances/instances.topics';
import { WireNormalizer } from '../../../src/infrastructure/wire/normalizer';
import { arbitraryCoreEntry, arbitraryStatusEntry, numbered, snapshotTopics } from '../../support/core-entries';
import { comparableState } from '../../support/comparable-state';

const normalizer = new WireNormalizer({ ...snapshotTopics, ...instancesTopics }, {});
const header = makeHeader(new Date('2026-11-22T10:00:00Z'), 'test', { redacted: false });

/** The entries folded front to back, as the console folds them (the store's fold, itself checked against `evolve`). */
const foldFromScratch = (entries: readonly LogEntry[]): RootState => {
  const store = new ProjectionStore(normalizer, new InMemoryEntries());
  store.ingest(entries);
  const { state } = store;
  store.dispose();
  return state;
};

/** The entries as a version 2 file: `blockEntries` a block, a checkpoint (the state the writer folded) after `at`. */
const fileOf = async (
  entries: readonly LogEntry[],
  blockEntries: number,
  at: readonly number[],
): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  const writer = new BlockRecordingWriter({ write: (bytes) => void parts.push(bytes.slice()) }, header, {
    blockEntries,
  });
  // The writer's side: the state folded as the console folds it, checkpointed after those positions.
  const store = new ProjectionStore(normalizer, new InMemoryEntries());
  let written = 0;
  for (const position of [...new Set(at)].sort((a, b) => a - b)) {
    const more = entries.slice(written, position);
    await writer.write(more);
    store.ingest(more);
    written = position;
    await writer.writeCheckpoint((entries[position - 1] as LogEntry).seq, store.state);
  }
  store.dispose();
  await writer.write(entries.slice(written));
  await writer.finish();
  return new Uint8Array(Buffer.concat(parts));
};

const replayOf = async (bytes: Uint8Array, bad: BadLine[] = [], foldRatherThanRead = 0): Promise<BlockReplay> => {
  const recording = await BlockRecording.open({
    size: bytes.length,
    read: async (offset, length) => bytes.slice(offset, offset + length),
  });
  // Every checkpoint that is nearer than the states held is read (the page prefers folding up to 512 entries).
  return new BlockReplay(
    recording,
    normalizer,
    async () => undefined,
    (line) => bad.push(line),
    undefined,
    foldRatherThanRead,
  );
};

describe('BlockReplay: a seek in a version 2 file (issue 33 §1)', () => {
  it('gives at any position the state a fold from the first entry gives (property: status frames with random parts, rejected frames and deletions, random blocks and checkpoints)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(arbitraryCoreEntry, arbitraryStatusEntry), { minLength: 1, maxLength: 100 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
        async (raw, blockEntries, checkpointPicks, points) => {
          const entries = numbered(raw);
          const checkpoints = checkpointPicks.map((pick) => 1 + (pick % entries.length));
          const bad: BadLine[] = [];
          const replay = await replayOf(await fileOf(entries, blockEntries, checkpoints), bad);
          // Seeks in the order drawn: backwards, forwards, from a checkpoint or from a state the replay kept.
          for (const point of points) {
            const position = 1 + (point % entries.length);
            expect(await replay.prepare(position, () => true)).to.equal(true);
            for (const at of [position - 1, position]) {
              const state = replay.stateAt(at);
              expect(state, `state after ${at}`).to.not.equal(undefined);
              expect(comparableState(state as RootState), `state after entry ${at}`).to.deep.equal(
                comparableState(foldFromScratch(entries.slice(0, at))),
              );
            }
            expect(replay.entryAt(position)).to.deep.equal(entries[position - 1]);
          }
          expect(bad).to.deep.equal([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts where the time of a seek went, part by part', async () => {
    const entries = numbered(
      Array.from({ length: 700 }, (_, i) => ({ kind: 'ClockTicked' as const, at: i, now: i * 1000 })),
    );
    // As the page reads: a checkpoint only when it saves folding more than an anchor's distance (512 entries).
    const replay = await replayOf(await fileOf(entries, 8, [600]), [], checkpointSaves);
    await replay.prepare(614, () => true);
    const costs = replay.costs.current;
    expect(costs.checkpoints).to.equal(1);
    // From the checkpoint after entry 600 to entry 614: entries 601–614, in the blocks from 601 on.
    expect(costs.entriesFolded).to.equal(14);
    expect(costs.blocks).to.be.at.least(2);
    for (const part of ['checkpointMs', 'blockReadMs', 'decodeMs', 'normalizeMs', 'foldMs'] as const)
      expect(costs[part], part).to.be.at.least(0);
  });
});
