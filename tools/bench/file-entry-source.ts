import { closeSync, openSync, readSync } from 'node:fs';
import type { EntrySource } from '../../src/application/log';
import type { LogEntry } from '../../src/domain/log';
import { decodeEntryLine } from '../../src/infrastructure/recording';
import type { SyntheticRecording } from './synthetic-recording';

/** Entries read back from the recording file on demand, through its byte-offset index: nothing is held in memory. */
export class FileEntrySource implements EntrySource {
  private readonly fd: number;

  constructor(private readonly recording: SyntheticRecording) {
    this.fd = openSync(recording.file, 'r');
  }

  get lastSeq(): number {
    return this.recording.entries;
  }

  *range(from: number, to: number): Iterable<LogEntry> {
    const first = Math.max(1, from);
    const last = Math.min(to, this.lastSeq);
    if (first > last) return;
    const { offsets, indexEvery, bytes } = this.recording;
    const block = Math.floor((first - 1) / indexEvery);
    const endBlock = Math.floor(last / indexEvery) + 1;
    const start = offsets[block] as number;
    const end = endBlock < offsets.length ? (offsets[endBlock] as number) : bytes;
    const buffer = Buffer.allocUnsafe(end - start);
    readSync(this.fd, buffer, 0, buffer.length, start);
    let seq = block * indexEvery + 1;
    for (const line of buffer.toString('utf8').split('\n')) {
      if (seq > last || line.length === 0) break;
      if (seq >= first) {
        const decoded = decodeEntryLine(line);
        if ('entry' in decoded) yield decoded.entry;
      }
      seq += 1;
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}
