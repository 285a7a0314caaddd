import type * as t from 'io-ts';
import { toPathErrors } from '../../src/infrastructure/wire/kit';
import type { PayloadError } from '../protocol/reply';

const maxDepth = 32;

/**
 * Postgres cannot store `\u0000` in JSONB and nothing sensible nests 32 deep; both are refused as payload
 * errors here rather than failing later inside a transaction.
 */
export const unstorable = (value: unknown, path: string[] = []): PayloadError | undefined => {
  if (path.length > maxDepth)
    return { path: path.join('.'), expected: `at most ${maxDepth} levels of nesting`, actual: 'deeper' };
  if (typeof value === 'string')
    return value.includes('\u0000')
      ? { path: path.join('.') || '(root)', expected: 'text without NUL characters', actual: 'a NUL character' }
      : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000'))
      return { path: path.join('.') || '(root)', expected: 'keys without NUL characters', actual: 'a NUL character' };
    const found = unstorable(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
};

/** Path errors of a payload against a codec (empty when it fits and can be stored). */
export const payloadErrors = (
  codec: t.Decoder<unknown, unknown> | undefined,
  payload: unknown,
): readonly PayloadError[] => {
  const stored = unstorable(payload);
  if (stored) return [stored];
  if (!codec) return [];
  const result = codec.decode(payload);
  return result._tag === 'Left' ? toPathErrors(result.left) : [];
};
