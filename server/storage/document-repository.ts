import { randomUUID } from 'node:crypto';
import type { Sql } from './database';
import type { DocumentKind } from './document-kinds';
import { reservedFields, type ReservedField, type StoredValue } from './stored-kinds';

/**
 * A row's JSONB body as read, not yet decoded: read a kind's fields with its codec (stored-codec.ts). A write
 * never takes it as such: it stores a `StoredValue` of the kind, over the stored fields it keeps.
 */
export type StoredFields = Readonly<Record<string, unknown>>;

/** One stored entity: the columns the server controls and the JSONB body the console sent. */
export interface StoredDocument {
  readonly id: number;
  readonly uuid: string;
  readonly state: string;
  readonly insertedAt: Date;
  readonly updatedAt: Date;
  /** Counts the row's writes: 1 when inserted, +1 for each update (docs/protocol/one-truth.md). */
  readonly version: number;
  /** The account that made the current version; undefined for the server's own writes. */
  readonly changedBy?: number;
  readonly body: StoredFields;
}

/**
 * Who writes and on which version: `changedBy` is stored with the row; `expectedVersion`, when given, makes the
 * write conditional in its own statement (`… where version = $n`), so of two writers based on one version exactly
 * one changes the row, in any number of processes.
 */
export interface WriteGuard {
  readonly changedBy?: number;
  readonly expectedVersion?: number;
  /**
   * Body fields the write leaves as the row has them when the statement runs, whatever the body written holds: a
   * kind's live status (an instance's streamer state), which only `setLive` writes. Kept in the same statement, so
   * a status written between the caller's read and this write is never put back (docs/protocol/one-truth.md).
   */
  readonly keep?: readonly string[];
}

/**
 * `item` without `fields` (a sent item's write-only or server-owned keys): the one place the type follows the
 * copy, as `Object.entries` cannot say which keys it kept.
 */
export const withoutFields = <T extends object, F extends string>(item: T, fields: readonly F[]): Omit<T, F> => {
  const dropped: readonly string[] = fields;
  const kept: Partial<Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(item)) if (!dropped.includes(key)) kept[key] = value;
  return kept as Omit<T, F>;
};

/** The fields an item was sent with, without the columns the server owns (a client cannot set id, uuid, state or timestamps). */
export const withoutReserved = <T extends object>(item: T): Omit<T, ReservedField> =>
  withoutFields(item, reservedFields);

interface Row {
  id: number;
  uuid: string;
  state: string;
  inserted_at: Date;
  updated_at: Date;
  version: number;
  changed_by: number | null;
  body: StoredFields;
}

const toDocument = (row: Row): StoredDocument => ({
  id: row.id,
  uuid: row.uuid,
  state: row.state,
  insertedAt: row.inserted_at,
  updatedAt: row.updated_at,
  version: row.version,
  ...(row.changed_by === null ? {} : { changedBy: row.changed_by }),
  body: row.body,
});

const columns = 'id, uuid::text as uuid, state, inserted_at, updated_at, version, changed_by, body';

/** The wire form of a document: its body with the server-owned columns on top. */
export const toWire = (document: StoredDocument): Record<string, unknown> => ({
  ...document.body,
  id: document.id,
  uuid: document.uuid,
  state: document.state,
  inserted_at: document.insertedAt.toISOString(),
  updated_at: document.updatedAt.toISOString(),
  version: document.version,
});

/**
 * Reads and writes one kind's table. Writes take the transaction they belong to and a value of the kind (its
 * codec's type), so nothing reaches a table in a shape the kind's readers refuse.
 */
export class DocumentRepository<K extends DocumentKind = DocumentKind> {
  constructor(
    readonly kind: K,
    private readonly read: Sql,
  ) {}

  async list(where = 'true', params: unknown[] = [], sql: Sql = this.read): Promise<StoredDocument[]> {
    const result = await sql.query<Row>(`select ${columns} from ${this.kind} where ${where} order by id`, params);
    return result.rows.map(toDocument);
  }

  /**
   * The rows of `ids` that exist, each locked against deletion until `tx` ends (`for key share`: updates of the
   * row go on, a delete waits). A write that stores a reference to them reads them here, so none is deleted between
   * its check and its commit, whichever process deletes.
   */
  async lockExisting(tx: Sql, ids: readonly number[]): Promise<Map<number, StoredDocument>> {
    const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647))];
    if (wanted.length === 0) return new Map();
    const result = await tx.query<Row>(
      `select ${columns} from ${this.kind} where id = any($1::int[]) order by id for key share`,
      [wanted],
    );
    return new Map(result.rows.map((row) => [row.id, toDocument(row)]));
  }

  async get(id: number, sql: Sql = this.read): Promise<StoredDocument | undefined> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    return (await this.list('id = $1', [id], sql))[0];
  }

  async getByUuid(uuid: string, sql: Sql = this.read): Promise<StoredDocument | undefined> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return undefined;
    return (await this.list('uuid = $1::uuid', [uuid], sql))[0];
  }

  /** `id` or `uuid`, whichever the key looks like. */
  async find(key: string, sql: Sql = this.read): Promise<StoredDocument | undefined> {
    return /^\d+$/.test(key) ? this.get(Number(key), sql) : this.getByUuid(key, sql);
  }

  async insert(
    tx: Sql,
    body: StoredValue<K>,
    state = 'active',
    uuid: string = randomUUID(),
    changedBy?: number,
  ): Promise<StoredDocument> {
    const result = await tx.query<Row>(
      `insert into ${this.kind} (uuid, state, body, changed_by) values ($1::uuid, $2, $3, $4) returning ${columns}`,
      [uuid, state, JSON.stringify(body), changedBy ?? null],
    );
    return toDocument(result.rows[0] as Row);
  }

  /**
   * Inserts many rows with one set-based statement (an import's batch): PGlite runs one `insert … select` from a
   * JSON record set many times faster than a statement per row. Returns the rows in the order given.
   */
  async insertMany(
    tx: Sql,
    rows: readonly { readonly body: StoredValue<K>; readonly state: string; readonly uuid?: string }[],
  ): Promise<StoredDocument[]> {
    if (rows.length === 0) return [];
    const records = rows.map((row) => ({ uuid: row.uuid ?? randomUUID(), state: row.state, body: row.body }));
    const result = await tx.query<Row>(
      `insert into ${this.kind} (uuid, state, body)
       select x.uuid, x.state, x.body from jsonb_to_recordset($1::jsonb) as x(uuid uuid, state text, body jsonb)
       returning ${columns}`,
      [JSON.stringify(records)],
    );
    // `returning` promises no order: the uuids (made here, unique) put the rows back in the order given.
    const byUuid = new Map(result.rows.map((row) => [row.uuid, toDocument(row)]));
    return records.map((record) => {
      const document = byUuid.get(record.uuid);
      if (!document) throw new Error(`${this.kind}: no row came back for ${record.uuid}`);
      return document;
    });
  }

  /** Undefined when the row is gone, or (with `guard.expectedVersion`) is no longer at that version. */
  async update(
    tx: Sql,
    id: number,
    body: StoredValue<K>,
    state: string,
    guard: WriteGuard = {},
  ): Promise<StoredDocument | undefined> {
    const keep = guard.keep ?? [];
    // The kept fields are read from the row the statement updates (under PostgreSQL's row lock, the newest one).
    const written =
      keep.length === 0
        ? '$2::jsonb'
        : `($2::jsonb - $6::text[]) || coalesce((select jsonb_object_agg(kept.key, kept.value)
             from jsonb_each(${this.kind}.body) as kept where kept.key = any($6::text[])), '{}'::jsonb)`;
    const result = await tx.query<Row>(
      `update ${this.kind} set body = ${written}, state = $3, updated_at = now(), version = version + 1,
         changed_by = $4
       where id = $1 and ($5::integer is null or version = $5) returning ${columns}`,
      [
        id,
        JSON.stringify(body),
        state,
        guard.changedBy ?? null,
        guard.expectedVersion ?? null,
        ...(keep.length === 0 ? [] : [keep]),
      ],
    );
    const row = result.rows[0];
    return row ? toDocument(row) : undefined;
  }

  /**
   * Writes a kind's live status fields (`WriteGuard.keep`) into the row in one statement, over the body as it is:
   * not a change of the item's configuration, so its version, `changed_by` and `updated_at` stay (a save or undo
   * based on that version is not stale for it). Undefined when the row is gone.
   */
  async setLive(tx: Sql, id: number, fields: Readonly<Record<string, unknown>>): Promise<StoredDocument | undefined> {
    const result = await tx.query<Row>(
      `update ${this.kind} set body = body || $2::jsonb where id = $1 returning ${columns}`,
      [id, JSON.stringify(fields)],
    );
    const row = result.rows[0];
    return row ? toDocument(row) : undefined;
  }

  /** Undefined when the row is gone, or (with `expectedVersion`) is no longer at that version. */
  async remove(tx: Sql, id: number, expectedVersion?: number): Promise<StoredDocument | undefined> {
    const result = await tx.query<Row>(
      `delete from ${this.kind} where id = $1 and ($2::integer is null or version = $2) returning ${columns}`,
      [id, expectedVersion ?? null],
    );
    const row = result.rows[0];
    return row ? toDocument(row) : undefined;
  }
}
