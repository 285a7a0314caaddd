/** Where the session token lives between reloads. */
export interface TokenStorage {
  get(): string | undefined;
  set(token: string): void;
  clear(): void;
}
export const TokenStorage = Symbol('TokenStorage');

/** Small remembered preferences and client-side lists (localStorage). Values are JSON. */
export interface KeyValueStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  remove(key: string): void;
}
export const KeyValueStorage = Symbol('KeyValueStorage');

/** Durable records by time (IndexedDB): the command journal and the flight recorder. */
export interface RecordStorage {
  put(store: 'journal' | 'flight', key: string, record: unknown): Promise<void>;
  /** Records written at or after `since` (ms), oldest first. */
  since(store: 'journal' | 'flight', since: number): Promise<unknown[]>;
  /** Deletes records older than `before` (ms); resolves with how many went. */
  prune(store: 'journal' | 'flight', before: number): Promise<number>;
}
export const RecordStorage = Symbol('RecordStorage');
