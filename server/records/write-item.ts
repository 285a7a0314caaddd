import type { PayloadError } from '../protocol/reply';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { DocumentKind } from '../storage/document-kinds';
import type { DocumentRepository, StoredDocument } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { keepSave } from './configuration-saves';
import { presentOne, type EntityKind, type Presented } from './entity-kind';

export interface WrittenItem {
  readonly before: Presented | undefined;
  readonly after: Presented;
}

/** One row to write: its kind's value (over the stored fields it keeps, see `StoredValue`). */
export interface ItemWrite<K extends DocumentKind> {
  readonly existing: StoredDocument | undefined;
  readonly body: StoredValue<K>;
  readonly state: string;
  /** The uuid of a new row (see chooseUuid). */
  readonly uuid?: string;
  /** The account writing (stored as the row's `changed_by`); undefined for the server's own writes. */
  readonly changedBy?: number;
  /** The version the write was based on: the update changes the row only at that version, else `StaleWrite`. */
  readonly expectedVersion?: number;
  /**
   * An operator's configuration save (a form saved, not a take, a toggle or the server's own write): kept with the
   * previous values for undo when the kind is undoable (server/records/configuration-saves.ts, issue 32 §4).
   */
  readonly configurationSave?: true;
  /** The kept save this write undoes (an undo is a configuration save too). */
  readonly undoes?: number;
}

/**
 * Thrown inside a write transaction when the row is no longer at the version the write was based on: the
 * transaction rolls back, and the handler answers `stale` (server/records/stale.ts).
 */
export class StaleWrite extends Error {
  constructor(
    readonly kind: string,
    readonly id: number,
  ) {
    super(`${kind} ${id} changed since the version the write was based on`);
  }
}

/** Inserts or updates one row inside the caller's transaction, presented as it was and as it is now. */
export const writeItemIn = async <K extends DocumentKind>(
  kind: EntityKind<K>,
  services: Services,
  tx: Sql,
  write: ItemWrite<K>,
): Promise<WrittenItem> => {
  const repository = services.store.documents[kind.kind];
  const before = write.existing ? await presentOne(kind, services, tx, write.existing) : undefined;
  const guard = { changedBy: write.changedBy, expectedVersion: write.expectedVersion, keep: kind.liveFields };
  const row = write.existing
    ? await repository.update(tx, write.existing.id, write.body, write.state, guard)
    : await repository.insert(tx, write.body, write.state, write.uuid, write.changedBy);
  if (!row && write.existing && write.expectedVersion !== undefined) throw new StaleWrite(kind.kind, write.existing.id);
  if (!row) throw new Error(`${kind.kind} ${write.existing?.id ?? ''} vanished during a save`);
  if (write.configurationSave && write.existing && write.changedBy !== undefined)
    await keepSave(services, tx, {
      table: kind.kind,
      accountId: write.changedBy,
      before: write.existing,
      after: row,
      ...(write.undoes === undefined ? {} : { undoes: write.undoes }),
    });
  return { before, after: await presentOne(kind, services, tx, row) };
};

/** Postgres `integer` ids; anything outside cannot name a row (and would fail the cast). */
const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;

/** The rows of `ids` that exist, by id. */
export const rowsById = async (
  repository: DocumentRepository<DocumentKind>,
  ids: readonly number[],
  sql?: Sql,
): Promise<Map<number, StoredDocument>> => {
  const wanted = [...new Set(ids.filter(isRowId))];
  const rows = wanted.length === 0 ? [] : await repository.list('id = any($1::int[])', [wanted], sql);
  return new Map(rows.map((row) => [row.id, row]));
};

/** Path errors for the ids that name no row (`path(index)` places each in the payload). */
export const missingReferences = async (
  repository: DocumentRepository,
  ids: readonly number[],
  path: (index: number) => string,
  what: string,
): Promise<PayloadError[]> => {
  const found = await rowsById(repository, ids);
  return ids.flatMap((id, index) =>
    found.has(id) ? [] : [{ path: path(index), expected: `the id of an existing ${what}`, actual: String(id) }],
  );
};

const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!jsonObject.is(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => [key, canonical(value[key])]),
  );
};

/** Whether two JSON values are equal as stored (JSONB reorders keys and drops nothing but undefined fields). */
export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
