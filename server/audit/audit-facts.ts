import type { AuditRow } from '../storage/audit-repository';
import type { DocumentRepository, StoredDocument } from '../storage/document-repository';
import type { Store } from '../storage/store';
import type { AuditRowFacts } from './audit-view';

// What the audit view needs to know about the rows of a page, read in a few queries per page: the actors'
// types now, and whether a push named something only developers see (spec 3 §6: system list types, lists and
// their records). Presets are not among them: only developers save them, but channels:group:all:template shows
// them to every console account.

type Payload = Readonly<Record<string, unknown>>;
const objectOf = (value: unknown): Payload =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Payload) : {};
const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : undefined;
const idIn = (topic: string, pattern: RegExp): number | undefined => idOf(Number(pattern.exec(topic)?.[1]));
const flagsSystem = (item: Payload): boolean => objectOf(item.meta).system === true;
const isSystem = (document: StoredDocument | undefined): boolean => flagsSystem(objectOf(document?.body));

interface Named {
  readonly listTypeId?: number;
  readonly listId?: number;
  readonly recordId?: number;
  /** The payload itself flags a system list or list type (a create). */
  readonly system: boolean;
}

/** What a row's topic and payload name. */
const namedBy = (row: AuditRow): Named => {
  const payload = objectOf(row.payload);
  const list = objectOf(payload.list);
  const listType = objectOf(payload.list_type);
  return {
    listTypeId: idIn(row.topic, /^cms:list_type:(\d+)$/),
    listId:
      idIn(row.topic, /^cms:list(?:_datas)?:(\d+)$/) ??
      idOf(objectOf(payload.list_data).cms_list_id) ??
      idOf(list.id) ??
      idOf(payload.list_id),
    recordId: idIn(row.topic, /^cms:list_data:(\d+)$/),
    system: flagsSystem(list) || flagsSystem(listType),
  };
};

const byId = async (repository: DocumentRepository, ids: readonly number[]): Promise<Map<number, StoredDocument>> => {
  const wanted = [...new Set(ids)];
  const rows = wanted.length === 0 ? [] : await repository.list('id = any($1::int[])', [wanted]);
  return new Map(rows.map((row) => [row.id, row]));
};

/** The facts of each row of a page, by row id. */
export const auditFacts = async (store: Store, rows: readonly AuditRow[]): Promise<Map<number, AuditRowFacts>> => {
  const { documents } = store;
  const named = rows.map(namedBy);
  const accounts = await byId(
    documents.accounts,
    rows.flatMap((row) => row.accountId ?? []),
  );
  const records = await byId(
    documents.cms_list_data,
    named.flatMap((item) => item.recordId ?? []),
  );
  const listOf = (item: Named): number | undefined =>
    item.listId ?? (item.recordId === undefined ? undefined : idOf(records.get(item.recordId)?.body.cms_list_id));
  const lists = await byId(
    documents.cms_lists,
    named.flatMap((item) => listOf(item) ?? []),
  );
  const listTypes = await byId(
    documents.cms_list_types,
    named.flatMap((item) => item.listTypeId ?? []),
  );
  return new Map(
    rows.map((row, index) => {
      const item = named[index] as Named;
      const listId = listOf(item);
      const type = row.accountId === undefined ? undefined : accounts.get(row.accountId)?.body.type;
      return [
        row.id,
        {
          ...(typeof type === 'string' ? { actorType: type } : {}),
          developerOnly:
            item.system ||
            (listId !== undefined && isSystem(lists.get(listId))) ||
            (item.listTypeId !== undefined && isSystem(listTypes.get(item.listTypeId))),
        },
      ];
    }),
  );
};
