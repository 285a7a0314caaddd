import { announceChange } from '../records/announce';
import { writeItemIn } from '../records/write-item';
import type { Services } from '../services';
import type { Body, StoredDocument } from '../storage/document-repository';
import { instancesKind } from '../records/instances-kind';

/**
 * Writes an instance the simulation changed (streamer state, version, transcoder binding) and tells the
 * instance topics, exactly as a save from the instance editor would.
 */
export const writeInstance = async (
  services: Services,
  instance: StoredDocument,
  body: Body,
): Promise<StoredDocument> => {
  const written = await services.store.db.write((tx) =>
    writeItemIn(instancesKind, services, tx, { existing: instance, body, state: instance.state }),
  );
  announceChange(instancesKind, services, written.before, written.after);
  return written.after.document;
};

export const createInstance = async (services: Services, body: Body): Promise<StoredDocument> => {
  const written = await services.store.db.write((tx) =>
    writeItemIn(instancesKind, services, tx, { existing: undefined, body, state: 'active' }),
  );
  announceChange(instancesKind, services, undefined, written.after);
  return written.after.document;
};

export const metaOf = (document: StoredDocument): Record<string, unknown> => {
  const meta = document.body.meta;
  return typeof meta === 'object' && meta !== null && !Array.isArray(meta)
    ? { ...(meta as Record<string, unknown>) }
    : {};
};
