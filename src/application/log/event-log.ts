import { injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { LogEntry, NewLogEntry } from '../../domain/log';
import { attachPayloadText } from './payload-text';
import { InMemoryEntries, type EntrySource } from './entry-source';

/**
 * The one append-only log of the console: frames in and out, HTTP exchanges, commands and their outcomes,
 * connection changes and clock ticks. Appending gives the entry its sequence number.
 */
@injectable()
export class EventLog {
  private readonly entries = new InMemoryEntries();
  private readonly appended = new Subject<LogEntry>();

  /** Every entry as it is appended. */
  readonly appended$: Observable<LogEntry> = this.appended.asObservable();

  get source(): EntrySource {
    return this.entries;
  }

  get lastSeq(): number {
    return this.entries.lastSeq;
  }

  /** Appends an entry; `payloadText` is a frame payload's wire text, kept for the recorders. */
  append(entry: NewLogEntry, payloadText?: string): LogEntry {
    const full = attachPayloadText({ ...entry, seq: this.entries.lastSeq + 1 } as LogEntry, payloadText);
    this.entries.push(full);
    this.appended.next(full);
    return full;
  }

  /** Appends an entry that already has its sequence number (replaying a recording). */
  appendRecorded(entry: LogEntry): void {
    this.entries.push(entry);
    this.appended.next(entry);
  }

  dispose(): void {
    this.appended.complete();
  }
}
