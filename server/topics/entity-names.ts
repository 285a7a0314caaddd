import type { Services } from '../services';
import type { DocumentKind } from '../storage/document-kinds';
import type { StoredDocument } from '../storage/document-repository';
import type { Reply } from '../protocol/reply';
import { invalid } from './entity-save';

/** The longest name a group or running order may carry; channel and access-group names use the same bound. */
export const maxEntityNameLength = 200;

/**
 * The name an item is stored under: trimmed, 1 to 200 characters, and no other item of the kind with the same
 * name in any letter case (two 'Hockey production' groups cannot be told apart in a picker). A refusal is
 * `invalid` with the path `{payloadKey}.name`, as every other field error (docs/protocol/groups.md).
 */
export const checkedName = async (
  services: Services,
  kind: DocumentKind,
  payloadKey: string,
  sent: unknown,
  existing: StoredDocument | undefined,
): Promise<string | Reply> => {
  const path = `${payloadKey}.name`;
  if (typeof sent !== 'string') return invalid(path, 'a name', sent ?? 'undefined');
  const name = sent.trim();
  if (name === '' || name.length > maxEntityNameLength)
    return invalid(path, `a name of 1 to ${maxEntityNameLength} characters`, `${sent.length} characters`);
  const same = await services.store.documents[kind].list(`lower(body->>'name') = lower($1) and id <> $2`, [
    name,
    existing?.id ?? 0,
  ]);
  return same.length > 0 ? invalid(path, 'a name no other item has', name) : name;
};
