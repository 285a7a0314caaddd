import type { LogEntry } from '../../domain/log';
import type { RecordingHeader } from './recording-header';
import { encodeEntryLine } from './redaction';

/** Where a recording's text goes: a file stream, a Blob builder, a download. */
export interface TextSink {
  write(chunk: string): void;
}

/**
 * Streams a recording as NDJSON: the header line, then one line per entry. Lines are gathered into chunks
 * of about `chunkSize` characters so the sink sees few large writes instead of a million small ones.
 */
export class RecordingWriter {
  private buffer: string[] = [];
  private buffered = 0;
  private written = 0;

  constructor(
    private readonly sink: TextSink,
    header: RecordingHeader,
    private readonly chunkSize = 1 << 20,
  ) {
    this.redact = header.redacted;
    this.push(JSON.stringify(header));
  }

  private readonly redact: boolean;

  get entriesWritten(): number {
    return this.written;
  }

  write(entry: LogEntry): void {
    this.push(encodeEntryLine(entry, this.redact));
    this.written += 1;
  }

  flush(): void {
    if (this.buffer.length === 0) return;
    this.sink.write(this.buffer.join(''));
    this.buffer = [];
    this.buffered = 0;
  }

  private push(line: string): void {
    this.buffer.push(line, '\n');
    this.buffered += line.length + 1;
    if (this.buffered >= this.chunkSize) this.flush();
  }
}
