import type { Sql } from './database';
import { documentKinds } from './document-kinds';

/**
 * Every stored column a file value can sit in: each document kind's body (events' form values, tags, exports,
 * records' s3file fields, settings…), what the configuration saves keep for undo (an undo may write an old file
 * value back) and the server's own state. The audit is not one: it never holds a key (docs/protocol.md).
 */
const referringColumns: readonly { readonly table: string; readonly column: string }[] = [
  ...documentKinds.map((table) => ({ table, column: 'body' })),
  { table: 'configuration_saves', column: 'previous_body' },
  { table: 'system_state', column: 'value' },
];

/**
 * Which of `keys` (uploads' storage keys) some stored item refers to, anywhere in its JSON: a file value holds
 * the key and its url (`/storage/{key}`), so a key is in use while any stored text contains it. One query per
 * table, each checking every key still unclaimed (docs/protocol.md "Orphan uploads").
 */
export const referencedUploadKeys = async (sql: Sql, keys: readonly string[]): Promise<ReadonlySet<string>> => {
  const referenced = new Set<string>();
  for (const { table, column } of referringColumns) {
    const unclaimed = keys.filter((key) => !referenced.has(key));
    if (unclaimed.length === 0) break;
    const { rows } = await sql.query<{ key: string }>(
      `select key from unnest($1::text[]) as key
         where exists (select 1 from ${table} where strpos(${column}::text, key) > 0)`,
      [unclaimed],
    );
    for (const row of rows) referenced.add(row.key);
  }
  return referenced;
};
