import type { Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import type { EventLog } from '../log';
import { makeHeader, type RecordingHeader } from './recording-header';
import { opensOrClosesSession } from './session-boundary';

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
 * A full recording of this console until `stop`: every log entry from the start of the current session (the
 * last sign-in or sign-out this page saw, else the page load) — a replay needs the sign-in and the joins that
 * followed to rebuild the console, and the Start is pressed long after them — with the `recording.start`
 * command marking where the person began. While it runs it only keeps the entries (which the log holds
 * anyway); they are encoded, with secrets redacted, when the file is asked for.
 */
export class SessionRecorder {
  private subscription: Subscription | undefined;
  private entries: LogEntry[] | undefined;
  private header: RecordingHeader | undefined;

  constructor(
    private readonly log: EventLog,
    private readonly appVersion: string,
    private readonly now: () => number,
  ) {}

  get recording(): boolean {
    return this.entries !== undefined;
  }

  start(note?: string): void {
    if (this.entries) return;
    const entries = this.sinceSessionStart();
    this.entries = entries;
    this.header = makeHeader(new Date(this.now()), this.appVersion, {
      firstSeq: entries[0]?.seq ?? this.log.lastSeq + 1,
      note,
    });
    this.subscription = this.log.appended$.subscribe((entry: LogEntry) => void entries.push(entry));
  }

  private sinceSessionStart(): LogEntry[] {
    let first = 1;
    for (const entry of this.log.source.range(1, this.log.lastSeq)) if (opensOrClosesSession(entry)) first = entry.seq;
    return [...this.log.source.range(first, this.log.lastSeq)];
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
