import { instanceUuid, type InstanceKey } from '../../../server/seed/demo-instances';
import type { TestServer } from './studio';

/**
 * The stored id of a seeded demo instance (server/seed/demo-instances.ts), found by its fixed uuid. Fails naming
 * the key when the seed does not hold it, instead of an id no instance has.
 */
export const seededInstanceId = async (studio: Pick<TestServer, 'server'>, key: InstanceKey): Promise<number> => {
  const stored = await studio.server.services.store.documents.instances.getByUuid(instanceUuid(key));
  if (!stored) throw new Error(`the seeded instance '${key}' is not in the store`);
  return stored.id;
};
