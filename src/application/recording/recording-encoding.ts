import type { LogEntry } from '../../domain/log';
import type { RecordingHeader } from './recording-header';
import { RecordingWriter } from './recording-writer';

/** Entries encoded between two pauses, so a long recording never freezes the page while it is written. */
export const encodeSliceSize = 2000;

export interface EncodedRecording {
  /** The NDJSON text in chunks (a Blob is built from them without one giant string). */
  readonly chunks: readonly string[];
  readonly entries: number;
}

/**
 * Writes a recording's entries as the documented NDJSON (redacted unless the header says otherwise), pausing
 * between slices. The recorders encode here, when a file is asked for, not as entries arrive: that is what
 * keeps recording nearly free for ingest (docs/performance.md, "Recording cost").
 */
export const encodeRecording = async (
  header: RecordingHeader,
  entries: Iterable<LogEntry> | AsyncIterable<LogEntry>,
  pause: () => Promise<void>,
): Promise<EncodedRecording> => {
  const chunks: string[] = [];
  const writer = new RecordingWriter({ write: (chunk) => void chunks.push(chunk) }, header);
  let slice = 0;
  for await (const entry of entries) {
    writer.write(entry);
    slice += 1;
    if (slice === encodeSliceSize) {
      slice = 0;
      await pause();
    }
  }
  writer.flush();
  return { chunks, entries: writer.entriesWritten };
};
