import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import { makeHeader, type RecordingHeader } from './recording-header';

/** A full recording that has stopped: its entries, not yet written as a file (see `encodeRecording`). */
export interface StoppedRecording {
  readonly fileName: string;
  readonly header: RecordingHeader;
  readonly entries: readonly LogEntry[];
}

/** A recording written as a file. */
export interface FinishedRecording {
  readonly fileName: string;
  /** The NDJSON text in chunks (a Blob is built from them without one giant string). */
  readonly chunks: readonly string[];
  readonly entries: number;
}

/**
 * A full recording of this console from `start` to `stop`: every log entry. While it runs it only keeps the
 * entries (which the log holds anyway); they are encoded, with secrets redacted, when the file is asked for.
 */
export class SessionRecorder {
  private subscription: Subscription | undefined;
  private entries: LogEntry[] | undefined;
  private header: RecordingHeader | undefined;

  constructor(private readonly log: EventLog, private readonly appVersion: string, private readonly now: () => number) {}

  get recording(): boolean {
    return this.entries !== undefined;
  }

  start(note?: string): void {
    if (this.entries) return;
    const entries: LogEntry[] = [];
    this.entries = entries;
    this.header = makeHeader(new Date(this.now()), this.appVersion, { firstSeq: this.log.lastSeq + 1, note });
    this.subscription = this.log.appended$.subscribe((entry: LogEntry) => void entries.push(entry));
  }

  stop(): StoppedRecording | undefined {
    const { entries, header } = this;
    if (!entries || !header) return undefined;
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.entries = undefined;
    this.header = undefined;
    const stamp = header.startedAt.replace(/[:.]/g, '-');
    return { fileName: `studio-console-${stamp}.ndjson`, header, entries };
  }
}
