import { closeSync, createReadStream, existsSync, openSync, renameSync, statSync, writeSync } from 'node:fs';
import type { LogEntry } from '../../src/domain/log';
import {
  featureProjections,
  initialRootState,
  reduceBatch,
  registerProjections,
  type DomainEvent,
  type RootState,
} from '../../src/domain/state';
import { BlockRecordingWriter, readRecordingBytes } from '../../src/infrastructure/recording';
import { createWireNormalizer } from '../../src/infrastructure/wire';
import { nodeGzip } from '../recording/node-gzip';

/**
 * The shift file with checkpoints every `every` entries (docs/protocol/recording-blocks.md, "Checkpoints"),
 * written once beside it (`….cpN.screc`) and kept: the file streamed, folded as the console folds it, and
 * written again through the block writer's `writeCheckpoint`. Until the generator writes checkpoints itself,
 * this is how the bench gets a file with them; the figures say which file /replay read.
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
  const fd = openSync(partial, 'w');
  const normalizer = createWireNormalizer();
  let writer: BlockRecordingWriter | undefined;
  let state: RootState = initialRootState();
  let batch: LogEntry[] = [];
  const fold = async (): Promise<void> => {
    const events: DomainEvent[] = [];
    for (const entry of batch) for (const event of normalizer.normalize(entry)) events.push(event);
    state = reduceBatch(state, events);
    await writer?.write(batch);
    batch = [];
  };
  try {
    for await (const item of readRecordingBytes(createReadStream(file))) {
      if (item.type === 'header') {
        writer = new BlockRecordingWriter({ write: (bytes) => void writeSync(fd, bytes) }, item.header, {
          gzip: nodeGzip,
        });
      } else if (item.type === 'error') throw new Error(`line ${item.line}: ${item.message}`);
      else {
        batch.push(item.entry);
        const position = item.line - 1;
        if (position % every === 0) {
          await fold();
          await writer?.writeCheckpoint(item.entry.seq, state);
        } else if (batch.length === 512) await fold();
      }
    }
    await fold();
    await writer?.finish();
  } finally {
    closeSync(fd);
  }
  renameSync(partial, target);
  return { file: target, bytes: statSync(target).size };
};
