import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import { makeHeader } from './recording-header';
import { RecordingWriter } from './recording-writer';

export interface FinishedRecording {
  readonly fileName: string;
  /** The NDJSON text in chunks (a Blob is built from them without one giant string). */
  readonly chunks: readonly string[];
  readonly entries: number;
}

/**
 * A full recording of this console from `start` to `stop`: every log entry, written as the documented NDJSON
 * with secrets redacted. Entries are encoded as they come, in ~1 MB chunks.
 */
export class SessionRecorder {
  private subscription: Subscription | undefined;
  private writer: RecordingWriter | undefined;
  private chunks: string[] = [];
  private startedAt: Date | undefined;

  constructor(private readonly log: EventLog, private readonly appVersion: string, private readonly now: () => number) {}

  get recording(): boolean {
    return this.writer !== undefined;
  }

  start(note?: string): void {
    if (this.writer) return;
    this.chunks = [];
    this.startedAt = new Date(this.now());
    this.writer = new RecordingWriter({ write: (chunk) => void this.chunks.push(chunk) }, makeHeader(this.startedAt, this.appVersion, { firstSeq: this.log.lastSeq + 1, note }));
    this.subscription = this.log.appended$.subscribe((entry: LogEntry) => this.writer?.write(entry));
  }

  stop(): FinishedRecording | undefined {
    const writer = this.writer;
    if (!writer || !this.startedAt) return undefined;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    writer.flush();
    this.writer = undefined;
    const stamp = this.startedAt.toISOString().replace(/[:.]/g, '-');
    return { fileName: `studio-console-${stamp}.ndjson`, chunks: this.chunks, entries: writer.entriesWritten };
  }
}
