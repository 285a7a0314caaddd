import type { Store } from '../storage/store';
import { verifyPassword } from '../auth/password';
import { demoAccounts, demoDomain, demoEmail, demoPassword, firstRootAccount, productionCrew } from './accounts-seed';
import { demoWorld } from './demo-world';
import type { SeededAccount, SeedContext, SeedStep } from './seed-step';
import { accountTypes } from '../../src/domain/rights';

export const seedNames = ['demo', 'empty'] as const;
export type SeedName = (typeof seedNames)[number];

/** What each seed writes into a fresh data folder: the demo is its accounts, then the rest of the studio (demo-world.ts). */
export const seedSteps: Readonly<Record<SeedName, readonly SeedStep[]>> = {
  demo: [demoAccounts, demoWorld],
  empty: [firstRootAccount],
};

export interface SeedReport {
  /** The seed applied at this start, or undefined when the folder was seeded before. */
  readonly applied: SeedName | undefined;
  /** Accounts created now with their passwords (shown once). */
  readonly created: readonly SeededAccount[];
  /**
   * The demo seed's accounts still active and still on the published demo password, whenever they were seeded
   * (issue 29: not every account under the demo domain — one made in the console has a password of its own).
   */
  readonly demoAccounts: readonly { readonly email: string; readonly type: string }[];
}

const seedMarker = 'seed';

/**
 * The moment (ms, the server's clock) the folder was seeded, from the marker; undefined when it was not seeded
 * or the marker predates its `at`. The demo's times are relative to it (demo-ids.ts `demoTime`), so a check of
 * the demo's shape counts from here rather than from a later "today" that a midnight may have moved.
 */
export const seededAt = async (store: Store): Promise<number | undefined> => {
  const marked = await store.system.get<{ at?: unknown }>(seedMarker);
  const at = typeof marked?.at === 'string' ? Date.parse(marked.at) : Number.NaN;
  return Number.isFinite(at) ? at : undefined;
};

/** Runs the seed once per data folder: a folder that was seeded (or holds accounts) is left as it is. */
export const seedIfFresh = async (store: Store, seed: SeedName, clock: () => number): Promise<SeedReport> => {
  const marked = await store.system.get<{ name: string }>(seedMarker);
  const context: SeedContext = { store, clock, accounts: [] };
  let applied: SeedName | undefined;
  if (!marked && (await store.documents.accounts.list('true')).length === 0) {
    for (const step of seedSteps[seed]) await step.run(context);
    await store.db.write((tx) => store.system.set(tx, seedMarker, { name: seed, at: new Date(clock()).toISOString() }));
    applied = seed;
  }
  return { applied, created: context.accounts, demoAccounts: await seededDemoAccounts(store) };
};

/** The e-mails the demo seed gives its accounts (accounts-seed.ts). */
export const seededDemoEmails: readonly string[] = [
  ...accountTypes.map(demoEmail),
  ...productionCrew.map(([local]) => `${local}@${demoDomain}`),
];

const seededDemoAccounts = async (store: Store): Promise<SeedReport['demoAccounts']> => {
  const candidates = await store.documents.accounts.list(`state = 'active' and lower(body->>'email') = any($1)`, [
    seededDemoEmails,
  ]);
  const onDemoPassword = await Promise.all(
    candidates.map(async (account) => {
      const hash = await store.credentials.hashOf(account.id);
      return hash !== undefined && (await verifyPassword(demoPassword, hash));
    }),
  );
  return candidates
    .filter((_, index) => onDemoPassword[index])
    .map((account) => ({ email: String(account.body.email), type: String(account.body.type) }));
};
