import { open } from 'node:fs/promises';
import { BlockRecording, type RangeSource } from '../../src/infrastructure/recording';
import { gunzip } from '../../src/infrastructure/recording/gzip';
import { replayRecording } from '../replay/replay-recording';
import type { ShiftRecording } from './shift-recording';

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

/** A file read at offsets with one handle (what `npm run replay` uses for a seek, and the bench for blocks). */
export const fileRange = async (file: string): Promise<RangeSource & { close(): Promise<void> }> => {
  const handle = await open(file, 'r');
  const { size } = await handle.stat();
  return {
    size,
    read: async (offset, length) => {
      const bytes = new Uint8Array(length);
      await handle.read(bytes, 0, length, offset);
      return bytes;
    },
    close: () => handle.close(),
  };
};

/**
 * The limit of reading the entries: JSON.parse of every entry line and nothing else. Blocks are read and
 * decompressed outside the timing, so the figure is bare JSON.parse of the same entries the CLI folds.
 */
export const measureShiftParse = async (recording: ShiftRecording): Promise<{ entries: number; seconds: number }> => {
  const source = await fileRange(recording.file);
  let parseNs = 0n;
  let entries = 0;
  try {
    const blocks = await BlockRecording.open(source);
    const { offset, bytes } = blocks.index.blocks;
    for (let block = 0; block < blocks.blockCount; block += 1) {
      const frame = await source.read((offset[block] as number) + 8, bytes[block] as number);
      const lines = new TextDecoder().decode(await gunzip(frame)).split('\n');
      const start = process.hrtime.bigint();
      for (const line of lines) if (line.length > 0) JSON.parse(line);
      parseNs += process.hrtime.bigint() - start;
      entries += lines.length - 1;
    }
  } finally {
    await source.close();
  }
  return { entries, seconds: Number(parseNs) / 1e9 };
};

/**
 * `npm run replay -- FILE` on the version 2 file, as the CLI does it (streamed from disk, decompressed, decoded,
 * folded by every projection), with the process's heap sampled every second during the fold: an upper bound of
 * what it keeps (garbage not yet collected included), so bounded memory shows as a flat figure.
 */
export const measureShiftCli = async (
  recording: ShiftRecording,
): Promise<{ entries: number; seconds: number; peakHeapMegabytes: number }> => {
  gc();
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 1000);
  const start = process.hrtime.bigint();
  try {
    const result = await replayRecording(recording.file);
    if (result.badLines.length > 0) throw new Error(`the shift file has bad lines: ${result.badLines[0]?.message}`);
    return {
      entries: result.lastSeq,
      seconds: Number(process.hrtime.bigint() - start) / 1e9,
      peakHeapMegabytes: Math.round(peak / 1048576),
    };
  } finally {
    clearInterval(timer);
  }
};
