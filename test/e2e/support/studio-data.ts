import type { StudioServer } from '../../../server/main';
import { storedValue } from '../../support/stored-rows';

// Test data written straight into a console server's store, for the states a browser test starts from.

type Services = StudioServer['services'];

/** Sets meta flags of a demo account (`{type}@demo.local`); the console reads them at its next login. */
export const setAccountMeta = async (
  services: Services,
  type: string,
  meta: Record<string, unknown>,
): Promise<void> => {
  const [account] = await services.store.documents.accounts.list(`body->>'email' = $1`, [`${type}@demo.local`]);
  if (!account) throw new Error(`no ${type} account`);
  const stored = storedValue('accounts', account);
  const body = storedValue('accounts', account, { meta: { ...stored.meta, ...meta } });
  await services.store.db.write((tx) => services.store.documents.accounts.update(tx, account.id, body, account.state));
};

/** The stored id of a demo channel of a type. */
export const channelIdOfType = async (services: Services, type: 'input' | 'output'): Promise<number> => {
  const [channel] = await services.store.documents.channels.list(`body->>'type' = $1 and state = 'active'`, [type]);
  if (!channel) throw new Error(`no ${type} channel`);
  return channel.id;
};
