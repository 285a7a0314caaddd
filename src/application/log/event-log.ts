import { inject, injectable, optional } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { LogEntry, NewLogEntry } from '../../domain/log';
import { attachPayloadText } from './payload-text';
import type { EntrySource } from './entry-source';
import { liveLogBound, LogBound, WindowedEntries } from './windowed-entries';

/**
 * The one append-only log of the console: frames in and out, HTTP exchanges, commands and their outcomes,
 * connection changes and clock ticks. Appending gives the entry its sequence number. It holds only its newest
 * entries (`liveLogBound`: a console left open for a shift keeps its heap flat); every entry still passes
 * through `appended$`, where the store folds it and the recorders store it (docs/architecture.md, "The live
 * log's bound").
 */
@injectable()
export class EventLog {
  private readonly entries: WindowedEntries;
  private readonly appended = new Subject<LogEntry>();

  /** Every entry as it is appended. */
  readonly appended$: Observable<LogEntry> = this.appended.asObservable();

  constructor(@inject(LogBound) @optional() bound: LogBound = liveLogBound) {
    this.entries = new WindowedEntries(bound);
  }

  /** The held entries (from `source.firstSeq`, the oldest not yet released, to `lastSeq`). */
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
