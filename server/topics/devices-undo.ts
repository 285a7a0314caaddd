import type { Actor } from '../auth/actor';
import type { ConfigurationSaveRow } from '../storage/configuration-save-repository';
import type { WrittenItem } from '../records/write-item';
import type { Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { StoredDocument } from '../storage/document-repository';
import { deviceTypesByName, isDeviceRecord } from './device-records';
import { deviceRecordFields } from './devices-kind';
import { writeLog } from './devices-save';
import { cannotRestore, unrestorable, type Unrestorable } from './undo-refusal';

// Undo of a device save (issue 32 §4, docs/protocol/undo.md "A device save"). A device's references live in its own
// document (sub_device_list, instance_list, the status … series record ids; no other row stores their other side),
// so writing the previous document back restores them on both sides — provided what they name is still there. What
// the undo would name again is checked inside the write's transaction, the rows locked against deletion until it
// commits; anything gone or no longer fitting refuses the whole undo with the reason, and nothing is written.

const idsIn = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];

/** The ids `field` lists in the previous document that the device does not list now: what the undo adds back. */
const addedBack = (previous: StoredDocument, current: StoredDocument, field: string): number[] => {
  const now = new Set(idsIn(current.body[field]));
  return idsIn(previous.body[field]).filter((id) => !now.has(id));
};

const textOf = (document: StoredDocument, field: string): string => {
  const value = document.body[field];
  return typeof value === 'string' ? value : '';
};

/** The lists of other items a device names: what each must still be, and what a missing one is called. */
const listedItems = [
  { field: 'sub_device_list', table: 'devices', item: 'device', missing: 'Sub-device' },
  { field: 'instance_list', table: 'instances', item: 'instance', missing: 'Instance' },
] as const;

/** Sub-devices and instances the undo would list again must still exist (locked until the undo commits). */
const listProblems = async (
  services: Services,
  tx: Sql,
  previous: StoredDocument,
  current: StoredDocument,
): Promise<Unrestorable[]> => {
  const problems: Unrestorable[] = [];
  for (const { field, table, item, missing } of listedItems) {
    const ids = addedBack(previous, current, field);
    const found = await services.store.documents[table].lockExisting(tx, ids);
    for (const id of ids.filter((each) => !found.has(each)))
      problems.push(
        unrestorable(
          `device.${field}`,
          `the id of an existing ${item}`,
          id,
          `${missing} ${id} was deleted since the save.`,
        ),
      );
  }
  return problems;
};

/** Status, usage, location and series records the undo would name again: still records of the type's lists. */
const recordProblems = async (
  services: Services,
  tx: Sql,
  previous: StoredDocument,
  current: StoredDocument,
): Promise<Unrestorable[]> => {
  const changed = deviceRecordFields.flatMap((field) => {
    const id = previous.body[`${field}_id`];
    return typeof id === 'number' && id !== current.body[`${field}_id`] ? [{ field, id }] : [];
  });
  if (changed.length === 0) return [];
  const records = await services.store.documents.cms_list_data.lockExisting(
    tx,
    changed.map(({ id }) => id),
  );
  const listIds = [...records.values()].map((record) => Number(record.body.cms_list_id));
  const lists = await services.store.documents.cms_lists.lockExisting(tx, listIds);
  const type = (await deviceTypesByName(services, tx)).get(textOf(previous, 'type'));
  return changed.flatMap(({ field, id }) => {
    const record = records.get(id);
    if (record && isDeviceRecord(type, field, record, lists.get(Number(record.body.cms_list_id)))) return [];
    const sentence = record
      ? `Record ${id} is no longer in the ${field} list of its device type.`
      : `The ${field} record ${id} was deleted since the save.`;
    return [unrestorable(`device.${field}_id`, `the id of a record of the type's ${field} list`, id, sentence)];
  });
};

/** The identifier and type the undo would give back: no other device took the one, the other still exists. */
const ownProblems = async (
  services: Services,
  tx: Sql,
  previous: StoredDocument,
  current: StoredDocument,
): Promise<Unrestorable[]> => {
  const problems: Unrestorable[] = [];
  const identifier = textOf(previous, 'identifier');
  if (identifier !== textOf(current, 'identifier')) {
    const [other] = await services.store.documents.devices.list(
      `body->>'identifier' = $1 and id <> $2`,
      [identifier, current.id],
      tx,
    );
    if (other)
      problems.push(
        unrestorable(
          'device.identifier',
          'an identifier no other device has (another took it since the save)',
          identifier,
          `Another device has the identifier “${identifier}” now.`,
        ),
      );
  }
  const type = textOf(previous, 'type');
  if (type !== textOf(current, 'type') && !(await deviceTypesByName(services, tx)).has(type))
    problems.push(
      unrestorable(
        'device.type',
        'the name of a device_type setting',
        type,
        `The device type “${type}” no longer exists.`,
      ),
    );
  return problems;
};

/**
 * Why `previous` cannot be written back over `current` now, inside the undo's transaction (the rows it names stay
 * locked against deletion until the commit): `invalid`, with the path of each part and a `message` in words.
 */
export const deviceRestoreRefusal = async (
  services: Services,
  tx: Sql,
  previous: StoredDocument,
  current: StoredDocument,
): Promise<Reply | undefined> => {
  const problems = [
    ...(await ownProblems(services, tx, previous, current)),
    ...(await recordProblems(services, tx, previous, current)),
    ...(await listProblems(services, tx, previous, current)),
  ];
  const [first, ...rest] = problems;
  return first ? cannotRestore([first, ...rest]) : undefined;
};

/**
 * The device log is a history: an undo deletes no entry (the save's own stays), it adds one saying which save it
 * undid — by whom and when are the entry's account and time — stamped with the status and location it restored.
 */
export const logDeviceUndo = (
  services: Services,
  tx: Sql,
  actor: Actor,
  save: ConfigurationSaveRow,
  device: StoredDocument,
): Promise<WrittenItem> =>
  writeLog(services, tx, actor, device, {
    undid: { saved_at: save.at.toISOString(), version: save.producedVersion },
  });
