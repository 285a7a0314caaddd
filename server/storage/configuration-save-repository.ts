import type { Sql } from './database';
import type { StoredFields } from './document-repository';

// The last configuration saves of each account (issue 32 §4, docs/protocol/undo.md; migration 6): what the item
// was before the save and the version the save produced. Only the undo topic and the item writes use it.

/** One save to keep: who, which item, what it was before (body and state) and the version the save made. */
export interface ConfigurationSaveRecord {
  readonly accountId: number;
  /** The undo kind (src/domain/undo: `channels`, `records`, …), not the table. */
  readonly kind: string;
  readonly itemId: number;
  /** The item's id as its editor topic spells it (a channel's uuid, else the id). */
  readonly itemKey: string;
  readonly label: string;
  readonly previousBody: StoredFields;
  readonly previousState: string;
  readonly producedVersion: number;
  readonly at: Date;
  /** The save this one undoes. */
  readonly undoes?: number;
}

export interface ConfigurationSaveRow extends ConfigurationSaveRecord {
  readonly id: number;
  readonly undoneBy?: number;
  /**
   * A channel save that changed the channel's group memberships: what they were before (as stored, read by the
   * caller; migration 7). Absent for every other save.
   */
  readonly previousMemberships?: unknown;
}

interface Row {
  id: number;
  account_id: number;
  kind: string;
  item_id: number;
  item_key: string;
  label: string;
  previous_body: StoredFields;
  previous_state: string;
  produced_version: number;
  at: Date;
  undoes: number | null;
  undone_by: number | null;
  previous_memberships: unknown;
}

const columns =
  'id, account_id, kind, item_id, item_key, label, previous_body, previous_state, produced_version, at, undoes, undone_by, previous_memberships';

const toSave = (row: Row): ConfigurationSaveRow => ({
  id: row.id,
  accountId: row.account_id,
  kind: row.kind,
  itemId: row.item_id,
  itemKey: row.item_key,
  label: row.label,
  previousBody: row.previous_body,
  previousState: row.previous_state,
  producedVersion: row.produced_version,
  at: row.at,
  ...(row.undoes === null ? {} : { undoes: row.undoes }),
  ...(row.undone_by === null ? {} : { undoneBy: row.undone_by }),
  ...(row.previous_memberships === null ? {} : { previousMemberships: row.previous_memberships }),
});

export class ConfigurationSaveRepository {
  constructor(private readonly read: Sql) {}

  /**
   * Keeps one save inside the writing transaction and drops the account's saves beyond the newest `kept`, so the
   * list and the item change together or not at all.
   */
  async record(tx: Sql, save: ConfigurationSaveRecord, kept: number): Promise<ConfigurationSaveRow> {
    const result = await tx.query<Row>(
      `insert into configuration_saves
         (account_id, kind, item_id, item_key, label, previous_body, previous_state, produced_version, at, undoes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${columns}`,
      [
        save.accountId,
        save.kind,
        save.itemId,
        save.itemKey,
        save.label,
        JSON.stringify(save.previousBody),
        save.previousState,
        save.producedVersion,
        save.at,
        save.undoes ?? null,
      ],
    );
    const row = result.rows[0];
    if (!row) throw new Error('configuration_saves: the insert returned no row');
    if (save.undoes !== undefined)
      await tx.query('update configuration_saves set undone_by = $2 where id = $1', [save.undoes, row.id]);
    await tx.query(
      `delete from configuration_saves where account_id = $1 and id not in
         (select id from configuration_saves where account_id = $1 order by id desc limit $2)`,
      [save.accountId, kept],
    );
    return toSave(row);
  }

  /**
   * Adds to the kept save that produced `version` of the item what else it changed (a channel's memberships before
   * the save), inside the same transaction. Nothing when no save of that version is kept.
   */
  async keepMemberships(tx: Sql, kind: string, itemKey: string, version: number, previous: unknown): Promise<void> {
    await tx.query(
      `update configuration_saves set previous_memberships = $4
         where kind = $1 and item_key = $2 and produced_version = $3`,
      [kind, itemKey, version, JSON.stringify(previous)],
    );
  }

  /** The account's kept saves, newest first. */
  async ofAccount(accountId: number, sql: Sql = this.read): Promise<ConfigurationSaveRow[]> {
    const result = await sql.query<Row>(
      `select ${columns} from configuration_saves where account_id = $1 order by id desc`,
      [accountId],
    );
    return result.rows.map(toSave);
  }

  /** The save that produced `version` of the item, whoever made it; undefined when none is kept. */
  async find(
    kind: string,
    itemKey: string,
    version: number,
    sql: Sql = this.read,
  ): Promise<ConfigurationSaveRow | undefined> {
    const result = await sql.query<Row>(
      `select ${columns} from configuration_saves where kind = $1 and item_key = $2 and produced_version = $3`,
      [kind, itemKey, version],
    );
    const row = result.rows[0];
    return row ? toSave(row) : undefined;
  }
}
