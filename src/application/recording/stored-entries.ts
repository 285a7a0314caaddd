import type { LogEntry } from '../../domain/log';
import type { RecordStorage, RecordStoreName } from '../ports';
import { fromFlightRecord } from './flight-record';
import type { FlightBatch } from './flight-recorder';

/** Batches read from storage at a time while a file is written. */
export const batchesPerRead = 8;

/**
 * The entries of a store's batches (the flight recorder's or a session recording's), in key order, read a few
 * batches at a time: a long recording is never in memory whole. A batch written by an older console (before
 * records) is left out.
 */
export async function* storedEntries(storage: RecordStorage, store: RecordStoreName): AsyncGenerator<LogEntry> {
  let after = '';
  for (;;) {
    const page = await storage.page(store, after, batchesPerRead);
    for (const { key, record } of page) {
      after = key;
      const batch = record as FlightBatch;
      if (Array.isArray(batch.records)) for (const stored of batch.records) yield fromFlightRecord(stored);
    }
    if (page.length < batchesPerRead) return;
  }
}
