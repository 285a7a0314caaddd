import { announceChange } from '../records/announce';
import { presentOne } from '../records/entity-kind';
import { writeItemIn } from '../records/write-item';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';
import { storedWith } from '../storage/stored-codec';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { instanceLiveFields, instancesKind, type InstanceLive } from '../records/instances-kind';

const isLiveField = (field: string): boolean => instanceLiveFields.some((live) => live === field);

/** The changes split into the instance's live status and its settings (instances-kind.ts `instanceLiveFields`). */
const split = (
  changes: Partial<StoredValue<'instances'>>,
): { live: Record<string, unknown>; settings: Record<string, unknown> } => {
  const live: Record<string, unknown> = {};
  const settings: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) (isLiveField(field) ? live : settings)[field] = value;
  return { live, settings };
};

/**
 * Writes an instance the simulation changed and tells the instance topics, as a save from the instance editor
 * would. The streamer's live status (state, version, update progress) is written without a new version
 * (`setLive`): it is no configuration, and an operator's save or undo based on the version before stays valid.
 * A change of its settings (a transcoder bound to a channel: `meta.channel`, which the editor shows and saves) is
 * a write like any other, with its version. One transaction; an instance that does not decode is reported and
 * stays as it is.
 */
export const writeInstance = async (
  services: Services,
  instance: StoredDocument,
  changes: Partial<StoredValue<'instances'>>,
): Promise<StoredDocument> => {
  const { live, settings } = split(changes);
  const body =
    Object.keys(settings).length === 0
      ? undefined
      : storedWith('instances', instance, settings, (message) => services.log.error(message));
  if (Object.keys(settings).length > 0 && !body) return instance;
  const written = await services.store.db.write(async (tx) => {
    const before = await presentOne(instancesKind, services, tx, instance);
    const configured = body
      ? (await writeItemIn(instancesKind, services, tx, { existing: instance, body, state: instance.state })).after
          .document
      : instance;
    const after =
      Object.keys(live).length === 0
        ? configured
        : await services.store.documents.instances.setLive(tx, instance.id, live);
    return after && { before, after: await presentOne(instancesKind, services, tx, after) };
  });
  if (!written) return instance;
  announceChange(instancesKind, services, written.before, written.after);
  return written.after.document;
};

/** The streamer's live status alone (streamer-commands.ts): never a new version of the instance. */
export const writeInstanceLive = (
  services: Services,
  instance: StoredDocument,
  live: InstanceLive,
): Promise<StoredDocument> => writeInstance(services, instance, live);

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
