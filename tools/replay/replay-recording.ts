import type { LogEntryKind } from '../../src/domain/log';
import type { RootState } from '../../src/domain/state';
import type { RecordingHeader } from '../../src/application/recording';
import { readRecordingRuns } from '../recording/file-recording';
import { RecordingFold } from './recording-fold';

export interface ReplayResult {
  readonly header?: RecordingHeader;
  readonly state: RootState;
  readonly lastSeq: number;
  readonly lastAt?: number;
  readonly entriesByKind: Readonly<Partial<Record<LogEntryKind, number>>>;
  readonly badLines: readonly { line: number; message: string }[];
}

/** Folds a recording file up to a sequence number or a time, streaming, and reports what it read. */
export const replayRecording = async (
  file: string,
  stop: { until?: number; at?: number } = {},
): Promise<ReplayResult> => {
  const fold = new RecordingFold();
  const entriesByKind: Partial<Record<LogEntryKind, number>> = {};
  const badLines: { line: number; message: string }[] = [];
  let header: RecordingHeader | undefined;
  let lastAt: number | undefined;
  reading: for await (const run of readRecordingRuns(file)) {
    for (const item of run) {
      if (item.type === 'header') header = item.header;
      else if (item.type === 'error') badLines.push({ line: item.line, message: item.message });
      else {
        const { entry } = item;
        if ((stop.until !== undefined && entry.seq > stop.until) || (stop.at !== undefined && entry.at > stop.at))
          break reading;
        entriesByKind[entry.kind] = (entriesByKind[entry.kind] ?? 0) + 1;
        lastAt = entry.at;
        fold.add(entry);
      }
    }
  }
  return { header, state: fold.state, lastSeq: fold.lastSeq, lastAt, entriesByKind, badLines };
};
