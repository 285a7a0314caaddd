import type { KeyValueStorage, TokenStorage } from '../../application/ports';

/** JSON values in localStorage; a value that no longer parses reads as absent instead of breaking the app. */
export class LocalKeyValueStorage implements KeyValueStorage {
  constructor(
    private readonly storage: Storage,
    private readonly prefix = 'studio.',
  ) {}

  get(key: string): unknown {
    const raw = this.storage.getItem(this.prefix + key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: unknown): void {
    this.storage.setItem(this.prefix + key, JSON.stringify(value));
  }

  remove(key: string): void {
    this.storage.removeItem(this.prefix + key);
  }
}

/** The session token in localStorage (spec 1 §7.1: stored locally and sent as Authorization). */
export class LocalTokenStorage implements TokenStorage {
  constructor(
    private readonly storage: Storage,
    private readonly key = 'studio.token',
  ) {}

  get(): string | undefined {
    return this.storage.getItem(this.key) ?? undefined;
  }

  set(token: string): void {
    this.storage.setItem(this.key, token);
  }

  clear(): void {
    this.storage.removeItem(this.key);
  }
}
