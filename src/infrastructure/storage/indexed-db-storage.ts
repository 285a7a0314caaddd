import { openDB, type IDBPDatabase } from 'idb';
import type { RecordStorage } from '../../application/ports';

type StoreName = 'journal' | 'flight';

/** Records by time in IndexedDB, one object store each for the command journal and the flight recorder. */
export class IndexedDbRecordStorage implements RecordStorage {
  private database: Promise<IDBPDatabase> | undefined;

  constructor(private readonly name = 'studio-console') {}

  private open(): Promise<IDBPDatabase> {
    this.database ??= openDB(this.name, 1, {
      upgrade(database) {
        for (const store of ['journal', 'flight'] as const) database.createObjectStore(store).createIndex('at', 'at');
      },
    });
    return this.database;
  }

  async put(store: StoreName, key: string, record: unknown): Promise<void> {
    await (await this.open()).put(store, record, key);
  }

  async since(store: StoreName, since: number): Promise<unknown[]> {
    return (await this.open()).getAllFromIndex(store, 'at', IDBKeyRange.lowerBound(since));
  }

  async prune(store: StoreName, before: number): Promise<number> {
    const database = await this.open();
    const transaction = database.transaction(store, 'readwrite');
    let removed = 0;
    for (let cursor = await transaction.store.index('at').openCursor(IDBKeyRange.upperBound(before, true)); cursor; cursor = await cursor.continue()) {
      await cursor.delete();
      removed += 1;
    }
    await transaction.done;
    return removed;
  }
}
