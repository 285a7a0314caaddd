import { randomBytes } from 'node:crypto';
import { isSafeKey } from '../uploads/presign';

/**
 * A record file's storage key, read back: `{id}/{field}_{unix time}.{extension}` as spec 3 §3 forms it, or the
 * same with the random segment the server adds (`{id}/{nonce}/{field}_{unix time}.{extension}`, below).
 */
export interface RecordFileKey {
  readonly dataId: number;
  readonly field: string;
  readonly seconds: number;
  /** The random segment of a stored object's key; absent in the key a console proposes. */
  readonly nonce?: string;
}

// The field is the longest part before the last `_digits`; field names may themselves hold underscores.
const keyPattern = /^(\d{1,10})\/(?:([0-9a-f]{32})\/)?([A-Za-z0-9_-]{1,100})_(\d{1,12})(?:\.[A-Za-z0-9]{1,10})?$/;

export const parseRecordFileKey = (key: string): RecordFileKey | undefined => {
  if (!isSafeKey(key)) return undefined;
  const match = keyPattern.exec(key);
  if (!match) return undefined;
  const [, dataId, nonce, field, seconds] = match;
  if (field === undefined) return undefined;
  return {
    dataId: Number(dataId),
    field,
    seconds: Number(seconds),
    ...(nonce === undefined ? {} : { nonce }),
  };
};

/**
 * The key an object is stored and served under: the spec's key with 128 random bits after the record id.
 * `/storage/{key}` answers anyone who knows the key (an <img> or a link cannot carry the token), so the key must
 * not be guessable from the record id, the field and the time (docs/protocol.md "Upload serving").
 */
export const unguessableKey = (specKey: string): string => {
  const slash = specKey.indexOf('/');
  return `${specKey.slice(0, slash)}/${randomBytes(16).toString('hex')}${specKey.slice(slash)}`;
};
