import type { DocumentKind } from '../../server/storage/document-kinds';
import type { StoredDocument, StoredFields } from '../../server/storage/document-repository';
import { storedWith } from '../../server/storage/stored-codec';
import type { StoredValue } from '../../server/storage/stored-kinds';

/** A stored document's value with `changes` on top, as the server writes one back (storedWith); it must decode. */
export const storedValue = <K extends DocumentKind>(
  kind: K,
  document: StoredDocument,
  changes: Partial<StoredValue<K>> = {},
): StoredValue<K> => {
  const problems: string[] = [];
  const value = storedWith(kind, document, changes, (message) => problems.push(message));
  if (!value) throw new Error(problems.join('; '));
  return value;
};

/**
 * A row as a hand, an older server or another backend may have written it, past its kind's codec. Only tests
 * plant these: the server writes a kind's value (StoredValue) and nothing else.
 */
export const plantedRow = <K extends DocumentKind>(_kind: K, fields: StoredFields): StoredValue<K> =>
  fields as StoredValue<K>;
