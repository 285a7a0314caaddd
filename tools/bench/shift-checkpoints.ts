import { closeSync, existsSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import type { LogEntry } from '../../src/domain/log';
import {
  featureProjections,
  initialRootState,
  reduceBatch,
  registerProjections,
  type DomainEvent,
  type RootState,
} from '../../src/domain/state';
import { BlockFileAssembler, BlockRecording, encodeCheckpoint } from '../../src/infrastructure/recording';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { nodeGzip } from '../recording/node-gzip';
import { fileRange } from './shift-cli';

/** Entries folded in one batch while the copy is made. */
const foldBatch = 512;

/**
 * The shift file with checkpoints (docs/protocol/recording-blocks.md, "Checkpoints"), written once beside it
 * (`….cpN.screc`) and kept: a checkpoint at the end of the first block that reaches each multiple of `every`
 * entries (exactly there when `every` is a multiple of the file's 4,096-entry blocks). The blocks are copied
 * byte for byte (their frames are not compressed again: that was most of the copy's time at level 9) and their
 * entries folded as the console folds them, for the checkpoints' states. The generator does not fold (it would
 * cost what the CLI's fold costs on every generation); the figures say which file /replay read.
 */
export const checkpointedShift = async (
  file: string,
  every: number,
  log: (text: string) => void,
): Promise<{ readonly file: string; readonly bytes: number }> => {
  const target = file.replace(/\.screc$/, `.cp${every}.screc`);
  if (existsSync(target)) return { file: target, bytes: statSync(target).size };
  registerProjections(featureProjections);
  log(`  writing a copy with a checkpoint every ${every.toLocaleString('en-US')} entries…`);
  const partial = `${target}.partial`;
  const source = await fileRange(file);
  const fd = openSync(partial, 'w');
  const write = (parts: readonly Uint8Array[]): void => {
    for (const part of parts) writeSync(fd, part);
  };
  try {
    const recording = await BlockRecording.open(source, 2);
    const { offset, bytes, firstSeq, count, firstAt, lastAt } = recording.index.blocks;
    const assembler = new BlockFileAssembler(recording.header, nodeGzip);
    const normalizer = createWireNormalizer();
    let state: RootState = initialRootState();
    let position = 0;
    write([assembler.start()]);
    // The next block is read and decompressed (zlib's threads) while this one is folded.
    let next = recording.entriesOf(0);
    for (let block = 0; block < recording.blockCount; block += 1) {
      const entries: readonly LogEntry[] = await next;
      if (block + 1 < recording.blockCount) next = recording.entriesOf(block + 1);
      if (entries.length !== count[block]) throw new Error(`block ${block + 1} of ${file} has bad lines`);
      for (let from = 0; from < entries.length; from += foldBatch) {
        const events: DomainEvent[] = [];
        for (const entry of entries.slice(from, from + foldBatch))
          for (const event of normalizer.normalize(entry)) events.push(event);
        state = reduceBatch(state, events);
      }
      const frame = await source.read((offset[block] as number) + 8, bytes[block] as number);
      write(
        assembler.frame({
          bytes: frame,
          firstSeq: firstSeq[block] as number,
          count: count[block] as number,
          firstAt: firstAt[block] as number,
          lastAt: lastAt[block] as number,
          textBytes: 0,
        }),
      );
      const before = position;
      position += count[block] as number;
      const last = entries.at(-1);
      if (last && block + 1 < recording.blockCount && Math.floor(position / every) > Math.floor(before / every))
        write(
          assembler.checkpoint(await encodeCheckpoint(last.seq, position, state, recording.header.redacted, nodeGzip)),
        );
    }
    write(await assembler.end());
  } finally {
    closeSync(fd);
    await source.close();
  }
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size };
};
