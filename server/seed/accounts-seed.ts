import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { channelUuid } from './demo-channels';
import type { SeedContext, SeedStep } from './seed-step';
import { accountTypes } from '../../src/domain/rights';

export const demoPassword = 'demo1234';
export const demoDomain = 'demo.local';
export const demoEmail = (type: string): string => `${type}@${demoDomain}`;

/** Profile meta of demo accounts: the admin's new events take TV Sport HD (docs/protocol/forms.md). */
const demoMeta: Readonly<Record<string, Record<string, unknown>>> = {
  admin: { default_destination: channelUuid('tv_sport_hd') },
};

const createAccount = async (
  context: SeedContext,
  email: string,
  type: string,
  password: string,
  name: string,
  meta: Record<string, unknown> = {},
): Promise<void> => {
  const hash = await hashPassword(password);
  await context.store.db.write(async (tx) => {
    const account = await context.store.documents.accounts.insert(tx, {
      email,
      type,
      name,
      surname: '',
      groups: [],
      meta,
    });
    await context.store.credentials.set(tx, account.id, hash);
  });
  context.accounts.push({ email, type, password });
};

/** One account per type, `{type}@demo.local` / `demo1234` (issue 3 "Demo data"). */
export const demoAccounts: SeedStep = {
  name: 'demo accounts',
  run: async (context) => {
    for (const type of accountTypes)
      await createAccount(
        context,
        demoEmail(type),
        type,
        demoPassword,
        `Demo ${type.replace('_', ' ')}`,
        demoMeta[type],
      );
    // A production crew on user accounts, so a new user sees Productions working (issue 18): the director starts
    // streamers and watches the outputs, the commentator opens the commentator views (demo-people.ts).
    for (const [local, name] of productionCrew)
      await createAccount(context, `${local}@${demoDomain}`, 'user', demoPassword, name);
  },
};

/** The demo production crew: `director@demo.local` and `commentator@demo.local`, user accounts. */
export const productionCrew = [
  ['director', 'Demo director'],
  ['commentator', 'Demo commentator'],
] as const;

/** An empty studio still needs one way in: a root account with a random password, printed once. */
export const firstRootAccount: SeedStep = {
  name: 'first root account',
  run: async (context) =>
    createAccount(context, 'root@studio.local', 'root', randomBytes(12).toString('base64url'), 'Root'),
};
