import type { KeyValueStorage, RecordStorage, RecordStoreName, TokenStorage } from '../ports';

/**
 * Storage of a replay console, in memory: replaying never reads or writes the live console's token,
 * preferences, command journal or flight recorder.
 */
export class MemoryTokenStorage implements TokenStorage {
  private token: string | undefined;

  get(): string | undefined {
    return this.token;
  }

  set(token: string): void {
    this.token = token;
  }

  clear(): void {
    this.token = undefined;
  }
}

export class MemoryKeyValueStorage implements KeyValueStorage {
  private readonly values = new Map<string, unknown>();

  get(key: string): unknown {
    return this.values.get(key);
  }

  set(key: string, value: unknown): void {
    this.values.set(key, value);
  }

  remove(key: string): void {
    this.values.delete(key);
  }
}

interface Stored {
  readonly at: number;
  readonly record: unknown;
}

// Journal and flight records carry their time as `at`.
const timeOf = (record: unknown): number => {
  const at = (record as { at?: unknown } | undefined)?.at;
  return typeof at === 'number' ? at : 0;
};

export class MemoryRecordStorage implements RecordStorage {
  private readonly stores = {
    journal: new Map<string, Stored>(),
    flight: new Map<string, Stored>(),
    session: new Map<string, Stored>(),
  };

  put(store: RecordStoreName, key: string, record: unknown): Promise<void> {
    this.stores[store].set(key, { at: timeOf(record), record });
    return Promise.resolve();
  }

  since(store: RecordStoreName, since: number): Promise<unknown[]> {
    const found = [...this.stores[store].values()].filter((stored) => stored.at >= since).sort((a, b) => a.at - b.at);
    return Promise.resolve(found.map((stored) => stored.record));
  }

  page(store: RecordStoreName, after: string, limit: number): Promise<{ key: string; record: unknown }[]> {
    const keys = [...this.stores[store].keys()].filter((key) => key > after).sort();
    return Promise.resolve(
      keys.slice(0, limit).map((key) => ({ key, record: (this.stores[store].get(key) as Stored).record })),
    );
  }

  prune(store: RecordStoreName, before: number): Promise<number> {
    let pruned = 0;
    for (const [key, stored] of this.stores[store]) {
      if (stored.at >= before) continue;
      this.stores[store].delete(key);
      pruned += 1;
    }
    return Promise.resolve(pruned);
  }
}
