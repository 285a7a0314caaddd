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
  body,
});

/** A store whose `kind` table answers every list with `documents` (readers under test filter nothing themselves). */
export const storeWith = (kind: DocumentKind, documents: readonly StoredDocument[]): Store =>
  ({ documents: { [kind]: { list: () => Promise.resolve([...documents]) } } }) as unknown as Store;
