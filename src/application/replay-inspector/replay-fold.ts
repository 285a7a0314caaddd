import type { LogEntry } from '../../domain/log';
import { InMemoryEntries } from '../log';
import { ProjectionStore, type Normalizer } from '../store';
import { MarkingNormalizer } from './marking-normalizer';
import type { RecordingOpener, ReplayFile } from './replay-file';
import { idleLoad, type BadLine, type ReplayLoad, type ReplayMarker } from './replay-model';

/** Entries folded per batch while reading, so progress shows between batches. */
const batchSize = 2000;

/** A recording read front to back: every entry held, folded into its own store. */
export interface Folded {
  readonly entries: InMemoryEntries;
  readonly store: ProjectionStore;
  readonly markers: readonly ReplayMarker[];
  /** The load to show once it is the replayed recording. */
  readonly load: ReplayLoad;
}

/**
 * Reads a recording front to back (version 1, or a version 2 file without its index), streamed, reporting
 * progress and bad lines, folding it into a `ProjectionStore` and marking the timeline as it goes. Undefined
 * when it failed (the failure was reported) or when `current()` turned false (another file was opened).
 */
export const foldRecording = async (
  file: ReplayFile,
  opener: RecordingOpener,
  inner: Normalizer,
  current: () => boolean,
  report: (load: ReplayLoad) => void,
): Promise<Folded | undefined> => {
  const entries = new InMemoryEntries();
  const normalizer = new MarkingNormalizer(inner);
  const store = new ProjectionStore(normalizer, entries);
  const badLines: BadLine[] = [];
  let progress: ReplayLoad = { ...idleLoad, phase: 'reading', fileName: file.name, size: file.size };
  report(progress);
  let batch: LogEntry[] = [];
  const flush = (): void => {
    store.ingest(batch);
    batch = [];
  };
  let bytesRead = 0;
  let headerSeen = false;
  try {
    for await (const item of opener.read(file, (bytes) => (bytesRead = bytes))) {
      if (!current()) return undefined;
      if (item.type === 'header') headerSeen = true;
      else if (item.type === 'error') badLines.push({ line: item.line, message: item.message });
      else {
        // A slice (`firstSeq`) or a skipped line leaves gaps: entries are renumbered in file order.
        const entry = { ...item.entry, seq: entries.lastSeq + 1 };
        entries.push(entry);
        batch.push(entry);
        if (batch.length >= batchSize) flush();
      }
      if (bytesRead !== progress.bytesRead || item.type === 'error') {
        progress = { ...progress, bytesRead, entries: entries.lastSeq, badLines: [...badLines] };
        report(progress);
      }
    }
    flush();
  } catch (error) {
    report({
      ...progress,
      phase: 'failed',
      badLines,
      failure: `The file could not be read: ${(error as Error).message}`,
    });
    return undefined;
  }
  if (!current()) return undefined;
  normalizer.stopMarking();
  if (!headerSeen) {
    report({
      ...progress,
      phase: 'failed',
      bytesRead,
      badLines,
      failure: badLines[0]?.message ?? 'The file is empty.',
    });
    return undefined;
  }
  return {
    entries,
    store,
    markers: normalizer.markers,
    load: { ...progress, phase: 'ready', bytesRead: file.size, entries: entries.lastSeq, badLines },
  };
};
