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
import { BlockRecordingWriter, defaultBlockEntries } from '../../src/infrastructure/recording';
import { parallelGzip } from '../recording/parallel-gzip';
import { benchMix } from './bench-mix';
import { syntheticEntries, syntheticStart } from './synthetic-recording';

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

// 2: frames carry their payload's text (as the socket's do), so their lines start with `seq` as a console's do.
const generatorVersion = 2;

/** The next `count` entries of a generator (fewer at its end). */
const take = (entries: Iterator<LogEntry>, count: number): LogEntry[] => {
  const out: LogEntry[] = [];
  for (let next = entries.next(); !next.done; next = entries.next()) if (out.push(next.value) === count) break;
  return out;
};

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
  // Level 9 as Node's tools write (tools/recording/node-gzip.ts), each block compressed on zlib's threads in
  // pieces at once.
  const writer = new BlockRecordingWriter({ write: (bytes) => void writeSync(fd, bytes) }, header, {
    gzip: parallelGzip(),
  });
  const started = process.hrtime.bigint();
  const source = syntheticEntries(benchMix(entries), { payloadText: true })[Symbol.iterator]();
  let reported = 0;
  try {
    // One block a write: the writer encodes the block's lines at once and then waits for its gzip, and the next
    // block's entries are generated during that wait.
    for (let block = take(source, defaultBlockEntries); block.length > 0;) {
      const writing = writer.write(block);
      const next = take(source, defaultBlockEntries);
      await writing;
      // Projection checkpoints (docs/protocol/recording-blocks.md, "Not in version 2 yet"): when the writer takes
      // them, this is the one place to write one, every few blocks, between whole blocks. Not written yet.
      const seq = block.at(-1)?.seq ?? 0;
      if (seq - reported >= 1_000_000) {
        reported = seq;
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        log(
          `  ${seq.toLocaleString('en-US')} entries written, ${Math.round(seq / seconds)}/s (load ${load().join(' ')})…`,
        );
      }
      block = next;
    }
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
