import type * as t from 'io-ts';
import { toPathErrors } from '../../src/infrastructure/wire/kit';
import type { PayloadError } from '../protocol/reply';

const maxDepth = 32;
/** No text field of the protocol comes near this; a frame may be 1 MiB, a single string may not be most of it. */
export const maxTextLength = 100_000;

/** A UTF-16 surrogate without its partner: JSON carries it (`"\ud800"`), Postgres text and JSONB refuse it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a piece of client text that Postgres could not store, or undefined when it can. */
export const unstorableText = (text: string): string | undefined =>
  text.includes('\u0000') ? 'a NUL character' : loneSurrogate.test(text) ? 'a lone UTF-16 surrogate' : undefined;

const textError = (path: string[], what: string, actual: string): PayloadError => ({
  path: path.join('.') || '(root)',
  expected: `${what} without NUL characters or lone UTF-16 surrogates`,
  actual,
});

/**
 * The payload rules that hold for every push, whatever its codec (docs/protocol.md "Security"): text Postgres
 * can store (no NUL, no lone surrogate, in values and keys alike), numbers that are finite and exact (JSON's
 * `1e400` parses as Infinity; beyond ±2^53 integers are no longer exact and no field of the protocol needs
 * them), text fields of at most 100 000 characters, and at most 32 levels of nesting. Each is refused here as a path error rather than failing later
 * inside a transaction, where the audit row of the push would fail with it.
 */
export const unstorable = (value: unknown, path: string[] = []): PayloadError | undefined => {
  if (path.length > maxDepth)
    return { path: path.join('.'), expected: `at most ${maxDepth} levels of nesting`, actual: 'deeper' };
  if (typeof value === 'string') {
    if (value.length > maxTextLength)
      return {
        path: path.join('.') || '(root)',
        expected: `text of at most ${maxTextLength} characters`,
        actual: `${value.length} characters`,
      };
    const wrong = unstorableText(value);
    return wrong ? textError(path, 'text', wrong) : undefined;
  }
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : {
          path: path.join('.') || '(root)',
          expected: `a finite number within ±${Number.MAX_SAFE_INTEGER}`,
          actual: String(value),
        };
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const wrong = unstorableText(key);
    if (wrong) return textError(path, 'keys', wrong);
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
