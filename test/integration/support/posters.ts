import type { Store } from '../../../server/storage/store';
import type { StoredDocument } from '../../../server/storage/document-repository';

/** A poster record and the list it is in. */
export interface Posters {
  readonly list: StoredDocument;
  readonly record: StoredDocument;
}

/**
 * A list type 'Posters' with one s3file field `image`, its list `posters` and a record 'Final' in it, written
 * into the store: a record an upload route may store a file into.
 */
export const postersRecord = async (store: Store): Promise<Posters> => {
  const listType = await store.db.write((tx) =>
    store.documents.cms_list_types.insert(tx, { name: 'Posters', fields: [{ name: 'image', type: 's3file' }] }),
  );
  const list = await store.db.write((tx) =>
    store.documents.cms_lists.insert(tx, { name: 'posters', type: 'poster', cms_list_type_id: listType.id, meta: {} }),
  );
  const record = await store.db.write((tx) =>
    store.documents.cms_list_data.insert(tx, { cms_list_id: list.id, data: { title: 'Final' } }),
  );
  return { list, record };
};
