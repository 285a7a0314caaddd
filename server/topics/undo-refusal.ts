import type { Actor } from '../auth/actor';
import { reasons, refuse, type PayloadError, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { DocumentKind } from '../storage/document-kinds';
import type { StoredDocument } from '../storage/document-repository';

// What an undo refuses as `invalid` (docs/protocol/undo.md "The undo"): the previous values hold something that
// cannot be stored now. Besides the house's `errors` (a path per part) the refusal says it in words (`message`),
// which the console shows as it is: an operator is told what stands in the way, never a bare code.

/** One part of the previous values that cannot be restored: where, and the sentence the operator reads. */
export interface Unrestorable {
  readonly error: PayloadError;
  readonly sentence: string;
}

export const unrestorable = (path: string, expected: string, actual: unknown, sentence: string): Unrestorable => ({
  error: { path, expected, actual: typeof actual === 'string' ? JSON.stringify(actual) : String(actual) },
  sentence,
});

/** `invalid` with every part's error and their sentences as one `message`. */
export const cannotRestore = (parts: readonly [Unrestorable, ...Unrestorable[]]): Reply =>
  refuse(reasons.invalid, {
    errors: parts.map(({ error }) => error),
    message: parts.map(({ sentence }) => sentence).join(' '),
  });

/** A refusal for restoring `previous` over `current` that the version check cannot see (others' items, rights). */
export type PreviousRefusal = (
  services: Services,
  actor: Actor,
  previous: StoredDocument,
  current: StoredDocument,
) => Promise<Reply | undefined>;

/** A text field of the stored document, else empty. */
export const textField = (document: StoredDocument, field: string): string => {
  const value = document.body[field];
  return typeof value === 'string' ? value : '';
};

/** What a name or e-mail taken meanwhile is: the field's path, what it must be, and the item it names. */
interface Unique {
  readonly table: DocumentKind;
  readonly field: string;
  readonly path: string;
  /** `a stream name`: what the field must be, for `expected`. */
  readonly what: string;
  /** `channel`: what another item is, for the sentence. */
  readonly item: string;
  readonly lower?: boolean;
}

/** Another item of the table already has the value `field` had (a name or e-mail taken meanwhile). */
export const takenMeanwhile =
  ({ table, field, path, what, item, lower = false }: Unique): PreviousRefusal =>
  async (services, _actor, previous, current) => {
    const value = textField(previous, field);
    if (value === '' || value === textField(current, field)) return undefined;
    const column = lower ? `lower(body->>'${field}')` : `body->>'${field}'`;
    const [other] = await services.store.documents[table].list(`${column} = $1 and id <> $2`, [
      lower ? value.toLowerCase() : value,
      current.id,
    ]);
    if (!other) return undefined;
    const expected = `${what} no other item has (another took it since the save)`;
    return cannotRestore([unrestorable(path, expected, value, `Another ${item} has the ${field} “${value}” now.`)]);
  };
