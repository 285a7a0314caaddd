import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';
import type { StaleRefusal } from '../../../domain/editing';
import { shape, VersionCodec } from '../kit';

/**
 * The `stale` refusal of a save or delete (docs/protocol/one-truth.md): `{reason: 'stale', current: {…item},
 * changed_by}`. Only what the console acts on is read: who, and the current version (the item is its kind's).
 */
export const StaleRefusalCodec = shape({
  reason: t.literal('stale'),
  changed_by: t.string,
  current: shape({ version: VersionCodec }),
});

/** The stale refusal in an error reply, or undefined for any other reply. */
export const decodeStaleRefusal = (response: unknown): StaleRefusal | undefined => {
  const decoded = StaleRefusalCodec.decode(response);
  return isRight(decoded) ? { changedBy: decoded.right.changed_by, version: decoded.right.current.version } : undefined;
};
