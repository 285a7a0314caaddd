import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { RecordingWriter, recordingFormatVersion } from '../../src/application/recording';
import type { LogEntry } from '../../src/domain/log';
import { BlockRecordingWriter } from '../../src/infrastructure/recording';
import { readRecordingFile } from '../recording/file-recording';
import { nodeGzip } from '../recording/node-gzip';

/** `ndjson`: version 1 text; `blocks`: version 2, compressed blocks with an index. */
export type RecordingTarget = 'ndjson' | 'blocks';

export interface Converted {
  readonly out: string;
  readonly entries: number;
  readonly bytes: number;
  readonly badLines: readonly { line: number; message: string }[];
  readonly headerMissing: boolean;
}

/** The file a conversion writes when no `--out` is given: the same name with the target's extension. */
export const convertedName = (file: string, to: RecordingTarget): string =>
  `${file.replace(/\.(ndjson|jsonl|json|screc)$/i, '')}.${to === 'ndjson' ? 'ndjson' : 'screc'}`;

const batchSize = 4096;

/**
 * Rewrites a recording of either version in the other (or the same) version, streaming: entries keep their
 * sequence numbers and their text (a redacted file stays redacted, an unredacted one is not redacted now).
 * Bad lines are skipped and listed. An existing file is never overwritten.
 */
export const convertRecording = async (file: string, to: RecordingTarget, out: string): Promise<Converted> => {
  if (existsSync(out)) throw new Error(`${out} exists already; choose another name with --out`);
  const badLines: { line: number; message: string }[] = [];
  let fd: number | undefined;
  let bytes = 0;
  const sink = {
    write: (chunk: string | Uint8Array): void => {
      bytes += typeof chunk === 'string' ? writeSync(fd as number, chunk) : writeSync(fd as number, chunk);
    },
  };
  let text: RecordingWriter | undefined;
  let blocks: BlockRecordingWriter | undefined;
  let batch: LogEntry[] = [];
  let entries = 0;
  try {
    for await (const item of readRecordingFile(file)) {
      if (item.type === 'error') badLines.push({ line: item.line, message: item.message });
      else if (item.type === 'header') {
        fd = openSync(out, 'wx');
        if (to === 'ndjson') text = new RecordingWriter(sink, { ...item.header, version: recordingFormatVersion });
        else blocks = new BlockRecordingWriter(sink, item.header, { gzip: nodeGzip });
      } else {
        entries += 1;
        if (text) text.write(item.entry);
        else batch.push(item.entry);
        if (batch.length >= batchSize) {
          await blocks?.write(batch);
          batch = [];
        }
      }
    }
    text?.flush();
    await blocks?.write(batch);
    await blocks?.finish();
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  return { out, entries, bytes, badLines, headerMissing: fd === undefined };
};
