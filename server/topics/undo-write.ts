import { assignableAccountTypes } from '../../src/domain/accounts';
import type { UndoKind } from '../../src/domain/undo';
import type { Actor } from '../auth/actor';
import { announceChange } from '../records/announce';
import { instancesKind } from '../records/instances-kind';
import type { EntityKind } from '../records/entity-kind';
import { writeOrStale } from '../records/stale';
import { writeItemIn, type WrittenItem } from '../records/write-item';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { ConfigurationSaveRow } from '../storage/configuration-save-repository';
import type { DocumentKind } from '../storage/document-kinds';
import type { StoredDocument } from '../storage/document-repository';
import { storedWith } from '../storage/stored-codec';
import { accountsKind } from './accounts';
import { channelsKind } from './channels-kind';
import { listDataKind, listTypesKind } from './cms-kinds';
import { refreshDevicesShowing } from './devices-references';
import { devicesKind } from './devices-kind';
import { invalid } from './entity-save';
import { groupsKind } from './groups';
import { settingsKind } from './settings';

// How an undo writes the previous values back (issue 32 §4, docs/protocol/undo.md): the item's own stored document
// and state as they were before the save, in one conditional write (only while the item is at the version the save
// produced), kept as a configuration save that says which save it undoes, then announced like the kind's own save.

interface UndoableKind {
  readonly entity: EntityKind;
  /** What the kind's save does once committed besides announcing the item. */
  readonly afterCommit?: (services: Services, item: StoredDocument) => Promise<void>;
  /** A refusal for restoring `previous` over `current` that the version check cannot see (others' items, rights). */
  readonly refusal?: (
    services: Services,
    actor: Actor,
    previous: StoredDocument,
    current: StoredDocument,
  ) => Promise<Reply | undefined>;
}

const text = (document: StoredDocument, field: string): string => {
  const value = document.body[field];
  return typeof value === 'string' ? value : '';
};

/** Another item of the table already has the value `field` had (a name or e-mail taken meanwhile). */
const takenMeanwhile =
  (table: DocumentKind, field: string, path: string, what: string, lower = false): UndoableKind['refusal'] =>
  async (services, _actor, previous, current) => {
    const value = text(previous, field);
    if (value === '' || value === text(current, field)) return undefined;
    const column = lower ? `lower(body->>'${field}')` : `body->>'${field}'`;
    const [other] = await services.store.documents[table].list(`${column} = $1 and id <> $2`, [
      lower ? value.toLowerCase() : value,
      current.id,
    ]);
    return other ? invalid(path, `${what} no other item has (another took it since the save)`, value) : undefined;
  };

const undoable: Readonly<Record<UndoKind, UndoableKind>> = {
  channels: { entity: channelsKind, refusal: takenMeanwhile('channels', 'name', 'channel.name', 'a stream name') },
  instances: { entity: instancesKind },
  settings: { entity: settingsKind, refusal: takenMeanwhile('settings', 'name', 'setting.name', 'a name') },
  list_types: { entity: listTypesKind },
  records: { entity: listDataKind, afterCommit: (services, item) => refreshDevicesShowing(services, [item.id]) },
  devices: { entity: devicesKind },
  groups: { entity: groupsKind, afterCommit: async (services) => services.actors.invalidate() },
  accounts: {
    entity: accountsKind,
    afterCommit: async (services) => services.actors.invalidate(),
    refusal: async (services, actor, previous, current) => {
      const type = text(previous, 'type');
      // Giving an account back a type is assigning it (spec 3 §6): only a type the operator may assign now.
      if (type !== text(current, 'type') && !assignableAccountTypes({ type: actor.type }).some((t) => t === type))
        return invalid('account.type', 'an account type you may assign', type);
      return takenMeanwhile(
        'accounts',
        'email',
        'account.email',
        'an e-mail',
        true,
      )?.(services, actor, previous, current);
    },
  },
};

export const undoableKind = (kind: UndoKind): UndoableKind => undoable[kind];

/**
 * Writes `save`'s previous values over `current` as `actor`, conditional on `current` still being at the version the
 * save produced: the written item, or the refusal (`stale` with the item as it is now, `invalid`).
 */
export const writeBack = async (
  services: Services,
  actor: Actor,
  kind: UndoKind,
  save: ConfigurationSaveRow,
  current: StoredDocument,
): Promise<WrittenItem | Reply> => {
  const { entity, refusal } = undoable[kind];
  const previous: StoredDocument = { ...current, body: save.previousBody, state: save.previousState };
  const refused = await refusal?.(services, actor, previous, current);
  if (refused) return refused;
  // Read with the kind's codec like every write back: a previous body that no longer decodes is not written.
  const body = storedWith(entity.kind, previous, {}, (message) => services.log.error(message));
  if (!body) return invalid('version', 'a save whose previous values this server still reads', save.producedVersion);
  const write = {
    existing: current,
    body,
    state: save.previousState,
    changedBy: actor.accountId,
    expectedVersion: save.producedVersion,
    configurationSave: true,
    undoes: save.id,
  } as const;
  return writeOrStale(entity, services, actor, () =>
    services.store.db.write((tx) => writeItemIn(entity, services, tx, write)),
  );
};

/** What the kind's own save does after its commit: announce the item (and refresh what shows it). */
export const afterWriteBack = async (services: Services, kind: UndoKind, written: WrittenItem): Promise<void> => {
  const { entity, afterCommit } = undoable[kind];
  announceChange(entity, services, written.before, written.after);
  await afterCommit?.(services, written.after.document);
};
