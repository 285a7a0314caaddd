import type { LogEntry } from '../../domain/log';
import { makeHeader, RecordingWriter } from '../recording';

/** A recording written in the page, ready to download: NDJSON text in chunks (a Blob joins them). */
export interface RecordingFile {
  readonly fileName: string;
  readonly chunks: readonly string[];
  readonly entries: number;
}

export interface SliceRequest {
  /** Name of the recording the slice is cut from (it goes into the header's note and the file name). */
  readonly source: string;
  readonly from: number;
  readonly to: number;
  readonly app: string;
}

/** The header note that says a file is a slice, and of what. */
export const sliceNote = (source: string, from: number, to: number): string =>
  `slice of ${source}, entries ${from}–${to}`;

// A slice is NDJSON whichever version its source is (a version 2 `.screc` too).
const baseName = (name: string): string => name.replace(/\.(ndjson|jsonl|json|screc)$/i, '');

/**
 * Entries from..to written as a new recording in the documented format: the header's `firstSeq` is `from`
 * and its note names the source and range; entries keep their sequence numbers. Secrets are redacted again
 * on the way out (redacting a redacted value changes nothing), so a slice is never less safe than its source.
 */
export const writeSlice = (entries: Iterable<LogEntry>, request: SliceRequest): RecordingFile => {
  const chunks: string[] = [];
  let writer: RecordingWriter | undefined;
  for (const entry of entries) {
    writer ??= new RecordingWriter(
      { write: (chunk) => void chunks.push(chunk) },
      makeHeader(new Date(entry.at), request.app, {
        firstSeq: request.from,
        note: sliceNote(request.source, request.from, request.to),
      }),
    );
    writer.write(entry);
  }
  writer?.flush();
  return {
    fileName: `${baseName(request.source)}-slice-${request.from}-${request.to}.ndjson`,
    chunks,
    entries: writer?.entriesWritten ?? 0,
  };
};
