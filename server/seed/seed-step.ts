import type { Store } from '../storage/store';

/** An account a seed created with a known password, printed at start. */
export interface SeededAccount {
  readonly email: string;
  readonly type: string;
  readonly password: string;
}

export interface SeedContext {
  readonly store: Store;
  readonly clock: () => number;
  /** Accounts whose credentials should be printed. */
  readonly accounts: SeededAccount[];
}

/** One part of a seed (accounts, groups, channels, …); runs once, on a fresh data folder. */
export interface SeedStep {
  readonly name: string;
  run(context: SeedContext): Promise<void>;
}
