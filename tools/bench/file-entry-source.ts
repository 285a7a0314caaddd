import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import type { EntrySource } from '../../src/application/log';
import type { LogEntry } from '../../src/domain/log';
import { decodeEntryLine } from '../../src/infrastructure/recording';
import type { SyntheticRecording } from './synthetic-recording';

/**
 * Entries read back from the recording file on demand through its per-line byte offsets: nothing of the
 * file is held in memory, and lines a seek does not want are never read. Contiguous wanted lines are read
 * with one system call.
 */
export class FileEntrySource implements EntrySource {
  private readonly fd: number;
  private readonly offsets: Float64Array;

  constructor(private readonly recording: SyntheticRecording) {
    this.fd = openSync(recording.file, 'r');
    const bytes = readFileSync(recording.offsetsFile);
    this.offsets = new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
  }

  get lastSeq(): number {
    return this.recording.entries;
  }

  *range(from: number, to: number, wanted?: (seq: number) => boolean): Iterable<LogEntry> {
    const last = Math.min(to, this.lastSeq);
    let seq = Math.max(1, from);
    while (seq <= last) {
      if (wanted && !wanted(seq)) {
        seq += 1;
        continue;
      }
      let end = seq;
      while (end < last && (!wanted || wanted(end + 1))) end += 1;
      yield* this.read(seq, end);
      seq = end + 1;
    }
  }

  private *read(first: number, last: number): Iterable<LogEntry> {
    const start = this.offsets[first - 1] as number;
    const buffer = Buffer.allocUnsafe((this.offsets[last] as number) - start);
    readSync(this.fd, buffer, 0, buffer.length, start);
    for (const line of buffer.toString('utf8').split('\n')) {
      if (line.length === 0) continue;
      const decoded = decodeEntryLine(line);
      if ('entry' in decoded) yield decoded.entry;
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}
