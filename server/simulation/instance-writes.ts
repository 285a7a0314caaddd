import { announceChange } from '../records/announce';
import { writeItemIn } from '../records/write-item';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';
import { storedWith } from '../storage/stored-codec';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { instancesKind } from '../records/instances-kind';

/**
 * Writes an instance the simulation changed (streamer state, version, transcoder binding) and tells the
 * instance topics, exactly as a save from the instance editor would. An instance that does not decode is
 * reported and stays as it is.
 */
export const writeInstance = async (
  services: Services,
  instance: StoredDocument,
  changes: Partial<StoredValue<'instances'>>,
): Promise<StoredDocument> => {
  const body = storedWith('instances', instance, changes, (message) => services.log.error(message));
  if (!body) return instance;
  const written = await services.store.db.write((tx) =>
    writeItemIn(instancesKind, services, tx, { existing: instance, body, state: instance.state }),
  );
  announceChange(instancesKind, services, written.before, written.after);
  return written.after.document;
};

export const createInstance = async (services: Services, body: StoredValue<'instances'>): Promise<StoredDocument> => {
  const written = await services.store.db.write((tx) =>
    writeItemIn(instancesKind, services, tx, { existing: undefined, body, state: 'active' }),
  );
  announceChange(instancesKind, services, undefined, written.after);
  return written.after.document;
};

export const metaOf = (document: StoredDocument): Record<string, unknown> => {
  const meta = document.body.meta;
  return jsonObject.is(meta) ? { ...meta } : {};
};
