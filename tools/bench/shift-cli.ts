import { readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { BlockRecording, type RangeSource } from '../../src/infrastructure/recording';
import { gunzip } from '../../src/infrastructure/recording/gzip';
import { replayRecording } from '../replay/replay-recording';
import type { ShiftRecording } from './shift-recording';

const gc = (): void => (globalThis as { gc?: () => void }).gc?.();

/**
 * CPU seconds this process's main thread has used (Linux: its task's user + system time, 10 ms ticks), or
 * undefined elsewhere. On a machine shared with other work the wall clock measures the share the scheduler
 * gave; the main thread's CPU time measures the work, which is what a quiet machine would show.
 */
const mainThreadCpu = (): number | undefined => {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
};

const cpuSince = (start: number | undefined): number | undefined => {
  const now = mainThreadCpu();
  return start === undefined || now === undefined ? undefined : now - start;
};

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
export const measureShiftParse = async (
  recording: ShiftRecording,
): Promise<{ entries: number; seconds: number; cpuSeconds?: number }> => {
  const source = await fileRange(recording.file);
  let parseNs = 0n;
  let cpuSeconds: number | undefined = 0;
  let entries = 0;
  try {
    const blocks = await BlockRecording.open(source);
    const { offset, bytes } = blocks.index.blocks;
    for (let block = 0; block < blocks.blockCount; block += 1) {
      const frame = await source.read((offset[block] as number) + 8, bytes[block] as number);
      const lines = new TextDecoder().decode(await gunzip(frame)).split('\n');
      const start = process.hrtime.bigint();
      const cpuStart = mainThreadCpu();
      for (const line of lines) if (line.length > 0) JSON.parse(line);
      parseNs += process.hrtime.bigint() - start;
      const cpu = cpuSince(cpuStart);
      cpuSeconds = cpu === undefined || cpuSeconds === undefined ? undefined : cpuSeconds + cpu;
      entries += lines.length - 1;
    }
  } finally {
    await source.close();
  }
  return { entries, seconds: Number(parseNs) / 1e9, ...(cpuSeconds ? { cpuSeconds } : {}) };
};

/**
 * `npm run replay -- FILE` on the version 2 file, as the CLI does it (streamed from disk, decompressed, decoded,
 * folded by every projection), with the process's heap sampled every second during the fold: an upper bound of
 * what it keeps (garbage not yet collected included), so bounded memory shows as a flat figure.
 */
export const measureShiftCli = async (
  recording: ShiftRecording,
): Promise<{ entries: number; seconds: number; cpuSeconds?: number; peakHeapMegabytes: number }> => {
  gc();
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 1000);
  const start = process.hrtime.bigint();
  const cpuStart = mainThreadCpu();
  try {
    const result = await replayRecording(recording.file);
    const cpuSeconds = cpuSince(cpuStart);
    if (result.badLines.length > 0) throw new Error(`the shift file has bad lines: ${result.badLines[0]?.message}`);
    return {
      entries: result.lastSeq,
      seconds: Number(process.hrtime.bigint() - start) / 1e9,
      ...(cpuSeconds ? { cpuSeconds } : {}),
      peakHeapMegabytes: Math.round(peak / 1048576),
    };
  } finally {
    clearInterval(timer);
  }
};
