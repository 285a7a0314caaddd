import { assignableAccountTypes } from '../../src/domain/accounts';
import { isAdministrator } from '../../src/domain/rights';
import type { UndoKind } from '../../src/domain/undo';
import type { Actor } from '../auth/actor';
import { announceChange, announceChanges } from '../records/announce';
import { membershipsIn } from '../records/channel-memberships';
import { instancesKind } from '../records/instances-kind';
import type { EntityKind } from '../records/entity-kind';
import { writeOrStale } from '../records/stale';
import { writeItemIn, type WrittenItem } from '../records/write-item';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { ConfigurationSaveRow } from '../storage/configuration-save-repository';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { storedWith } from '../storage/stored-codec';
import { accountsKind } from './accounts';
import { channelGroupsKind } from './channel-groups';
import { applyMemberships, keepPreviousMemberships } from './channel-memberships-write';
import { channelsKind } from './channels-kind';
import { listDataKind, listTypesKind } from './cms-kinds';
import { refreshDevicesShowing } from './devices-references';
import { deviceLogsKind, devicesKind } from './devices-kind';
import { deviceRestoreRefusal, logDeviceUndo } from './devices-undo';
import { groupsKind } from './groups';
import { settingsKind } from './settings';
import { cannotRestore, takenMeanwhile, textField, unrestorable, type PreviousRefusal } from './undo-refusal';

// How an undo writes the previous values back (issue 32 §4, docs/protocol/undo.md): the item's own stored document
// and state as they were before the save, in one conditional write (only while the item is at the version the save
// produced), kept as a configuration save that says which save it undoes, then announced like the kind's own save.

/** Rows of another kind an undo wrote besides the item (a channel's groups), announced like that kind's writes. */
export interface AlsoWritten {
  readonly entity: EntityKind;
  readonly items: readonly WrittenItem[];
}

/** The item written back, and what else the undo restored with it. */
export interface WrittenBack {
  readonly item: WrittenItem;
  readonly also?: AlsoWritten;
}

interface UndoableKind {
  readonly entity: EntityKind;
  /** What else the undo restores, in the item's transaction, after the item is written (`written`). */
  readonly restoreAlso?: (
    services: Services,
    tx: Sql,
    actor: Actor,
    save: ConfigurationSaveRow,
    written: WrittenItem,
  ) => Promise<AlsoWritten | undefined>;
  /** What the kind's save does once committed besides announcing the item. */
  readonly afterCommit?: (services: Services, item: StoredDocument) => Promise<void>;
  /**
   * A refusal for restoring `previous` over `current` read inside the undo's transaction, before the write (what
   * the previous values name, locked until the commit: a device's references).
   */
  readonly refusalIn?: (
    services: Services,
    tx: Sql,
    previous: StoredDocument,
    current: StoredDocument,
  ) => Promise<Reply | undefined>;
  /** A refusal for restoring `previous` over `current` that the version check cannot see (others' items, rights). */
  readonly refusal?: PreviousRefusal;
}

/**
 * A channel save that changed the channel's group memberships kept the ones before (an administrator's save,
 * server/topics/channels-save.ts): the undo writes them back into the groups' member lists, and keeps the ones it
 * replaced with its own save, so the undo can be undone too.
 */
const restoreMemberships: UndoableKind['restoreAlso'] = async (services, tx, actor, save, written) => {
  if (save.previousMemberships === undefined) return undefined;
  const channel = written.after.document;
  const previous = membershipsIn(save.previousMemberships);
  const applied = await applyMemberships(services, tx, channel.id, previous, actor.accountId);
  await keepPreviousMemberships(services, tx, channel, applied);
  return { entity: channelGroupsKind, items: applied.groups };
};

const undoable: Readonly<Record<UndoKind, UndoableKind>> = {
  channels: {
    entity: channelsKind,
    refusal: takenMeanwhile({
      table: 'channels',
      field: 'name',
      path: 'channel.name',
      what: 'a stream name',
      item: 'channel',
    }),
    restoreAlso: restoreMemberships,
  },
  instances: { entity: instancesKind },
  settings: {
    entity: settingsKind,
    refusal: takenMeanwhile({
      table: 'settings',
      field: 'name',
      path: 'setting.name',
      what: 'a name',
      item: 'setting',
    }),
  },
  list_types: { entity: listTypesKind },
  records: { entity: listDataKind, afterCommit: (services, item) => refreshDevicesShowing(services, [item.id]) },
  devices: {
    entity: devicesKind,
    refusalIn: deviceRestoreRefusal,
    restoreAlso: async (services, tx, actor, save, written) => ({
      entity: deviceLogsKind,
      items: [await logDeviceUndo(services, tx, actor, save, written.after.document)],
    }),
  },
  groups: { entity: groupsKind, afterCommit: async (services) => services.actors.invalidate() },
  accounts: {
    entity: accountsKind,
    afterCommit: async (services) => services.actors.invalidate(),
    refusal: async (services, actor, previous, current) => {
      const type = textField(previous, 'type');
      // Giving an account back a type is assigning it (spec 3 §6): only a type the operator may assign now.
      if (type !== textField(current, 'type') && !assignableAccountTypes({ type: actor.type }).some((t) => t === type))
        return cannotRestore([
          unrestorable(
            'account.type',
            'an account type you may assign',
            type,
            `You may not give an account the type “${type}”.`,
          ),
        ]);
      const email = takenMeanwhile({
        table: 'accounts',
        field: 'email',
        path: 'account.email',
        what: 'an e-mail',
        item: 'account',
        lower: true,
      });
      return email?.(services, actor, previous, current);
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
): Promise<WrittenBack | Reply> => {
  const { entity, refusal, refusalIn, restoreAlso } = undoable[kind];
  // Group memberships are an administrator's field (spec 2 §6): restoring them is saving them.
  if (save.previousMemberships !== undefined && !isAdministrator(actor.type))
    return refuse(reasons.unauthorized, { detail: 'save_right' });
  const previous: StoredDocument = { ...current, body: save.previousBody, state: save.previousState };
  const refused = await refusal?.(services, actor, previous, current);
  if (refused) return refused;
  // Read with the kind's codec like every write back: a previous body that no longer decodes is not written.
  const body = storedWith(entity.kind, previous, {}, (message) => services.log.error(message));
  if (!body)
    return cannotRestore([
      unrestorable(
        'version',
        'a save whose previous values this server still reads',
        save.producedVersion,
        'The values before that change can no longer be read by this server.',
      ),
    ]);
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
    services.store.db.write(async (tx): Promise<WrittenBack | Reply> => {
      // Refused here, nothing is written: the transaction ends with only the locks of the check taken.
      const refusedNow = await refusalIn?.(services, tx, previous, current);
      if (refusedNow) return refusedNow;
      const item = await writeItemIn(entity, services, tx, write);
      const also = await restoreAlso?.(services, tx, actor, save, item);
      return also ? { item, also } : { item };
    }),
  );
};

/** What the kind's own save does after its commit: announce the item (and refresh what shows it). */
export const afterWriteBack = async (
  services: Services,
  kind: UndoKind,
  { item, also }: WrittenBack,
): Promise<void> => {
  const { entity, afterCommit } = undoable[kind];
  announceChange(entity, services, item.before, item.after);
  if (also) announceChanges(also.entity, services, also.items);
  await afterCommit?.(services, item.after.document);
};
