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

/**
 * The record stores: the command journal and the flight recorder (whose blocks a running session recording
 * holds); `session` is where an older console kept its recordings apart, emptied at start.
 */
export type RecordStoreName = 'journal' | 'flight' | 'session';

/**
 * Durable records by time (IndexedDB): the command journal and the flight recorder.
 * Each record carries its time as `at`.
 */
export interface RecordStorage {
  put(store: RecordStoreName, key: string, record: unknown): Promise<void>;
  /** Records written at or after `since` (ms), oldest first. */
  since(store: RecordStoreName, since: number): Promise<unknown[]>;
  /**
   * Up to `limit` records whose key sorts after `after` ('' for the first), in key order with their keys: a
   * long store is read a page at a time, never whole.
   */
  page(store: RecordStoreName, after: string, limit: number): Promise<{ key: string; record: unknown }[]>;
  /** Deletes records older than `before` (ms; Infinity: all); resolves with how many went. */
  prune(store: RecordStoreName, before: number): Promise<number>;
}
export const RecordStorage = Symbol('RecordStorage');
