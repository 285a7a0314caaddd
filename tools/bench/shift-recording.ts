import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { makeHeader } from '../../src/application/recording';
import type { LogEntry } from '../../src/domain/log';
import { BlockRecordingWriter } from '../../src/infrastructure/recording';
import { benchMix } from './bench-mix';
import { syntheticEntries, syntheticStart } from './synthetic-recording';
import { nodeGzip } from '../recording/node-gzip';

/** A twelve-hour shift of the bench's busy console, 200 instances at 1 Hz and the rest of the mix. */
export const shiftEntries = 10_000_000;

export interface ShiftRecording {
  readonly file: string;
  readonly entries: number;
  readonly bytes: number;
  /** What the same recording takes as version 1 NDJSON (its header line and the same entry lines). */
  readonly ndjsonBytes: number;
  /** How fast it was generated (entries a second, synthetic mix + redaction + compression + writing). */
  readonly generatedPerSecond: number;
  readonly generatedAtLoad: readonly number[];
}

const generatorVersion = 1;
const batch = 4096;

/**
 * Writes (once, then reuses from `.bench/`, beside the ingest section's file) the synthetic mix of `entries`
 * entries as a version 2 recording through the real block writer.
 */
export const shiftRecording = async (
  folder: string,
  entries: number,
  load: () => number[],
  log: (text: string) => void,
): Promise<ShiftRecording> => {
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `shift-v${generatorVersion}-${entries}.screc`);
  const metaFile = `${file}.json`;
  if (existsSync(file) && existsSync(metaFile)) return JSON.parse(readFileSync(metaFile, 'utf8')) as ShiftRecording;

  const partial = `${file}.partial`;
  const fd = openSync(partial, 'w');
  const header = makeHeader(new Date(syntheticStart), 'bench', { note: `synthetic shift of ${entries} entries` });
  const writer = new BlockRecordingWriter({ write: (bytes) => void writeSync(fd, bytes) }, header, { gzip: nodeGzip });
  const started = process.hrtime.bigint();
  let pending: LogEntry[] = [];
  let reported = 0;
  try {
    for (const entry of syntheticEntries(benchMix(entries))) {
      pending.push(entry);
      if (pending.length < batch) continue;
      await writer.write(pending);
      pending = [];
      if (entry.seq - reported >= 1_000_000) {
        reported = entry.seq;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        log(`  ${entry.seq.toLocaleString('en-US')} entries written, ${Math.round(entry.seq / seconds)}/s…`);
      }
    }
    await writer.write(pending);
    await writer.finish();
  } finally {
    closeSync(fd);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  renameSync(partial, file);
  const recording: ShiftRecording = {
    file,
    entries: writer.entriesWritten,
    bytes: writer.bytesWritten,
    ndjsonBytes: Buffer.byteLength(`${JSON.stringify(header)}\n`) + writer.textBytes,
    generatedPerSecond: Math.round(writer.entriesWritten / seconds),
    generatedAtLoad: load(),
  };
  writeFileSync(metaFile, JSON.stringify(recording));
  return recording;
};
