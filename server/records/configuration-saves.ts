import {
  isUndoKind,
  keptSavesPerAccount,
  undoKinds,
  type ConfigurationSave,
  type UndoKind,
} from '../../src/domain/undo';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { DocumentKind } from '../storage/document-kinds';
import type { StoredDocument } from '../storage/document-repository';
import type { ConfigurationSaveRow } from '../storage/configuration-save-repository';

// Undo for configuration (issue 32 §4, docs/protocol/undo.md): every save of a configuration item by an account is
// kept with what the item was before, in the transaction that writes the item, and the account's consoles are
// told the list on `undo:{account_id}`.

/** The tables of the undoable kinds, with the kind the console knows them by. */
const undoKindOfTable: Partial<Readonly<Record<DocumentKind, UndoKind>>> = {
  channels: 'channels',
  instances: 'instances',
  settings: 'settings',
  cms_list_types: 'list_types',
  cms_list_data: 'records',
  devices: 'devices',
  groups: 'groups',
  accounts: 'accounts',
};

export const undoKindOf = (table: DocumentKind): UndoKind | undefined => undoKindOfTable[table];

/** The item's id as its editor topic spells it: a channel's uuid, every other kind's id. */
export const itemKeyOf = (kind: UndoKind, document: StoredDocument): string =>
  undoKinds[kind].editor.param === 'uuid' ? document.uuid : String(document.id);

const labelFields = ['title', 'name', 'identifier', 'email', 'key'] as const;

const labelIn = (fields: unknown): string => {
  if (typeof fields !== 'object' || fields === null) return '';
  for (const field of labelFields) {
    const value: unknown = Object.getOwnPropertyDescriptor(fields, field)?.value;
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 200);
  }
  return '';
};

/**
 * The item's name as the list shows it: the title the screens show, else its name, identifier or e-mail; a record's
 * from its values (`data`).
 */
const labelOf = (document: StoredDocument): string => labelIn(document.body) || labelIn(document.body.data);

/** What a configuration write keeps: who, the row before and after, and the save it undoes (an undo). */
export interface KeptSave {
  readonly table: DocumentKind;
  readonly accountId: number;
  readonly before: StoredDocument;
  readonly after: StoredDocument;
  readonly undoes?: number;
}

/**
 * Keeps an account's save of an existing configuration item, inside the writing transaction. Saves of other kinds,
 * creates (nothing to go back to) and the server's own writes (no account) are not kept. Returns whether it kept one.
 */
export const keepSave = async (services: Services, tx: Sql, save: KeptSave): Promise<boolean> => {
  const kind = undoKindOf(save.table);
  if (!kind) return false;
  await services.store.configurationSaves.record(
    tx,
    {
      accountId: save.accountId,
      kind,
      itemId: save.after.id,
      itemKey: itemKeyOf(kind, save.after),
      label: labelOf(save.after),
      previousBody: save.before.body,
      previousState: save.before.state,
      producedVersion: save.after.version,
      at: new Date(services.clock()),
      ...(save.undoes === undefined ? {} : { undoes: save.undoes }),
    },
    keptSavesPerAccount,
  );
  return true;
};

/** A kept save as the undo topic lists it: what it was, never the values. */
export const listedSave = (row: ConfigurationSaveRow, kind: UndoKind): ConfigurationSave => ({
  save_id: row.id,
  kind,
  id: row.itemKey,
  version: row.producedVersion,
  label: row.label,
  at: Math.floor(row.at.getTime() / 1000),
  ...(row.undoes === undefined ? {} : { undoes: row.undoes }),
  ...(row.undoneBy === undefined ? {} : { undone_by: row.undoneBy }),
});

/** The account's undo topic. */
export const undoTopicOf = (accountId: number): string => `undo:${accountId}`;

/** The account's kept saves, newest first, as listed. */
export const savesOf = async (services: Services, accountId: number, sql?: Sql): Promise<ConfigurationSave[]> =>
  (await services.store.configurationSaves.ofAccount(accountId, sql)).flatMap((row) =>
    isUndoKind(row.kind) ? [listedSave(row, row.kind)] : [],
  );

/**
 * Tells every console of the account (on every process: a plain broadcast crosses the cluster) its list, after a
 * save was kept or undone. Read after the commit, so the list is the stored one.
 */
export const announceSaves = async (services: Services, accountId: number): Promise<void> => {
  try {
    services.pubsub.broadcast(undoTopicOf(accountId), 'saves', { saves: await savesOf(services, accountId) });
  } catch (error) {
    services.log.error(`Telling account ${accountId} its configuration saves failed`, error);
  }
};
