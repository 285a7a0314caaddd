import { isLeft } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { toPathErrors } from '../../src/infrastructure/wire/kit';
import type { DocumentKind } from './document-kinds';
import { toWire, withoutReserved, type StoredDocument } from './document-repository';
import { storedCodecs, type StoredValue } from './stored-kinds';

/** Where a stored document that does not decode is reported (the server's log). */
export type UndecodableReport = (message: string) => void;

/**
 * Stored documents read as their kind: each one's wire form (`toWire`) decoded with the kind's wire codec, the
 * same codec the console decodes it with at its boundary. A document that does not decode is reported (its
 * kind, id and the path errors) and left out, so one bad row costs only itself: the others are read, and
 * nothing is written back.
 */
export const decodeStored = <A>(
  codec: t.Decoder<unknown, A>,
  documents: readonly StoredDocument[],
  report: UndecodableReport,
  kind: string,
): A[] =>
  documents.flatMap((document) => {
    const decoded = codec.decode(toWire(document));
    if (!isLeft(decoded)) return [decoded.right];
    const errors = toPathErrors(decoded.left)
      .map((error) => `${error.path}: expected ${error.expected}, got ${error.actual}`)
      .join('; ');
    report(`Stored ${kind} ${document.id} does not decode and is left out: ${errors}`);
    return [];
  });

/** One stored document read as its kind: undefined when there is none, or (reported) when it does not decode. */
export const decodeStoredOne = <A>(
  codec: t.Decoder<unknown, A>,
  document: StoredDocument | undefined,
  report: UndecodableReport,
  kind: string,
): A | undefined => (document === undefined ? undefined : decodeStored(codec, [document], report, kind)[0]);

/**
 * What a write back stores for `document` of `kind`: its stored fields (those the codec does not name are kept),
 * over them the value the kind's codec reads, and `changes` on top. Undefined (reported) when the document does
 * not decode: nothing is written over a row its readers refuse.
 */
export const storedWith = <K extends DocumentKind>(
  kind: K,
  document: StoredDocument,
  changes: Partial<StoredValue<K>>,
  report: UndecodableReport,
): StoredValue<K> | undefined => {
  const value = decodeStoredOne(storedCodecs[kind], document, report, kind);
  return value === undefined ? undefined : { ...document.body, ...withoutReserved(value), ...changes };
};
