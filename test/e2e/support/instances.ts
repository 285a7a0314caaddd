import type { Browser } from '../../support/browser';
import { instanceUuid, type InstanceKey } from '../../../server/seed/demo-instances';
import type { ConsoleServer } from './console-server';
import { openAs, waitForPath } from './console-page';

const waitMs = 30_000;

/** The id the studio server gave a seeded instance (server/seed/demo-instances): ids are the store's, not the seed's. */
export const seededInstanceId = async (server: ConsoleServer, key: InstanceKey): Promise<number> => {
  const stored = await server.current.server.services.store.documents.instances.getByUuid(instanceUuid(key));
  if (!stored) throw new Error(`the seeded instance '${key}' is not in the store`);
  return stored.id;
};

/** Opens `path` signed in as `account` and waits for its bottom sheet. */
const openSheetAt = async (page: Browser, server: ConsoleServer, path: string, account: string): Promise<void> => {
  await openAs(page, server.url, path, await server.tokenFor(account));
  await waitForPath(page, path);
  await page.$('[data-testid="bottom-sheet"]').waitForDisplayed({ timeout: waitMs });
};

/**
 * Opens a seeded instance's panel (/dashboard/instance/{id}, spec 1 §2.7) signed in as `account`, and waits for
 * its sheet. Its id is returned for the test ids that carry it. A test of how the panel is reached (a chip, the
 * side bar) clicks its way there instead.
 */
export const openInstancePanel = async (
  page: Browser,
  server: ConsoleServer,
  key: InstanceKey,
  account = 'admin',
): Promise<number> => {
  const id = await seededInstanceId(server, key);
  await openSheetAt(page, server, `/dashboard/instance/${id}`, account);
  return id;
};

/** Opens a seeded instance's editor (/instances/edit/{id}, spec 2 §2) signed in as `account`, and waits for its sheet. */
export const openInstanceEditor = async (
  page: Browser,
  server: ConsoleServer,
  key: InstanceKey,
  account = 'admin',
): Promise<number> => {
  const id = await seededInstanceId(server, key);
  await openSheetAt(page, server, `/instances/edit/${id}`, account);
  return id;
};
