import { openDB, type IDBPDatabase } from 'idb';
import type { RecordStorage, RecordStoreName } from '../../application/ports';

type StoreName = RecordStoreName;

const storeNames: readonly StoreName[] = ['journal', 'flight', 'session'];

/** What a page offers to learn that it is being left (it may stay in the back-forward cache). */
export interface PageLifecycle {
  addEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * Records by time in IndexedDB, one object store each for the command journal, the flight recorder and a
 * running session recording (version 2 of the database added the last; an upgrade creates what is missing).
 * The connection is closed when the page is hidden and reopened on the next use: Chromium keeps a page in
 * the back-forward cache with its connection, and the next console page's opens of the same database then
 * stall (the journal and the flight recorder would stop saving).
 */
export class IndexedDbRecordStorage implements RecordStorage {
  private database: Promise<IDBPDatabase> | undefined;

  constructor(
    private readonly name = 'studio-console',
    page: PageLifecycle | undefined = globalThis.window,
  ) {
    page?.addEventListener('pagehide', () => this.close());
  }

  private open(): Promise<IDBPDatabase> {
    this.database ??= openDB(this.name, 2, {
      upgrade(database) {
        for (const store of storeNames)
          if (!database.objectStoreNames.contains(store)) database.createObjectStore(store).createIndex('at', 'at');
      },
      // Another page needs the database for an upgrade: let it have it, and reopen on the next use.
      blocking: () => this.close(),
    });
    return this.database;
  }

  private close(): void {
    const database = this.database;
    this.database = undefined;
    void database?.then(
      (opened) => opened.close(),
      () => undefined,
    );
  }

  async put(store: StoreName, key: string, record: unknown): Promise<void> {
    await (await this.open()).put(store, record, key);
  }

  async since(store: StoreName, since: number): Promise<unknown[]> {
    return (await this.open()).getAllFromIndex(store, 'at', IDBKeyRange.lowerBound(since));
  }

  async page(store: StoreName, after: string, limit: number): Promise<{ key: string; record: unknown }[]> {
    const database = await this.open();
    const range = after === '' ? null : IDBKeyRange.lowerBound(after, true);
    const transaction = database.transaction(store, 'readonly');
    const [keys, records] = await Promise.all([
      transaction.store.getAllKeys(range, limit),
      transaction.store.getAll(range, limit),
    ]);
    await transaction.done;
    return records.map((record, index) => ({ key: String(keys[index]), record: record as unknown }));
  }

  async prune(store: StoreName, before: number): Promise<number> {
    const database = await this.open();
    const transaction = database.transaction(store, 'readwrite');
    let removed = 0;
    for (
      let cursor = await transaction.store.index('at').openCursor(IDBKeyRange.upperBound(before, true));
      cursor;
      cursor = await cursor.continue()
    ) {
      await cursor.delete();
      removed += 1;
    }
    await transaction.done;
    return removed;
  }
}
