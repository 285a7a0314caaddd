import type { StoredDocument } from '../../../server/storage/document-repository';
import type { DocumentKind } from '../../../server/storage/document-kinds';
import type { Store } from '../../../server/storage/store';

/** A stored document as the repository reads it. */
export const stored = (id: number, body: Record<string, unknown>): StoredDocument => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  state: 'active',
  insertedAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  body,
});

/**
 * A store whose `kind` table answers every list with `documents` (the readers under test are given only what
 * their query would select) and `get`/`find` by id.
 */
export const storeWith = (kind: DocumentKind, documents: readonly StoredDocument[]): Store => {
  const byId = (id: number): Promise<StoredDocument | undefined> =>
    Promise.resolve(documents.find((document) => document.id === id));
  const table = { list: () => Promise.resolve([...documents]), get: byId, find: (key: string) => byId(Number(key)) };
  return { documents: { [kind]: table } } as unknown as Store;
};
