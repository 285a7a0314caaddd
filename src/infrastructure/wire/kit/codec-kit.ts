import * as t from 'io-ts';
import { isRight } from 'fp-ts/lib/Either';

// Small combinators shared by every codec. Wire `null` becomes `undefined` (ARCHITECTURE.md §3.4), so
// domain types use optional fields and never `null`.

// Codecs that decode any value their `is` accepts to that very value: `shape`, `listOf` and `recordOf` check
// such a field with `is`, which allocates nothing, and call `validate` (an Either per value) only when it fails.
// Most fields of a status frame are numbers and strings, and an Either each was a share of the collector's
// work at every frame (docs/performance.md, issue 19).
const returnsItsInput = new WeakSet<t.Any>([t.string, t.number, t.boolean, t.unknown]);

/** Whether `codec` decodes any value its `is` accepts to that same value. */
export const decodesToItself = (codec: t.Any): boolean => returnsItsInput.has(codec);

/** Marks a codec that decodes any value its `is` accepts to that same value. */
export const markDecodesToItself = <C extends t.Any>(codec: C): C => {
  returnsItsInput.add(codec);
  return codec;
};

/** A field that may be absent or null on the wire; decodes to the value or `undefined`. */
export const optional = <A>(codec: t.Type<A, unknown, unknown>): t.Type<A | undefined, unknown, unknown> => {
  const type = new t.Type<A | undefined, unknown, unknown>(
    `optional(${codec.name})`,
    (u): u is A | undefined => u === undefined || codec.is(u),
    (u, context) => (u === undefined || u === null ? t.success(undefined) : codec.validate(u, context)),
    (a) => (a === undefined ? undefined : codec.encode(a)),
  );
  // `null` fails `is` (unless the codec takes it) and is decoded to undefined by `validate`.
  return decodesToItself(codec) ? markDecodesToItself(type) : type;
};

/** A closed set of string literals, e.g. `oneOf(['input', 'output'])`. */
export const oneOf = <const L extends string>(
  values: readonly L[],
  name = values.map((v) => `'${v}'`).join(' | '),
): t.Type<L, unknown, unknown> => {
  const set = new Set<string>(values);
  return markDecodesToItself(
    new t.Type<L, unknown, unknown>(
      name,
      (u): u is L => typeof u === 'string' && set.has(u),
      (u, context) => (typeof u === 'string' && set.has(u) ? t.success(u as L) : t.failure(u, context)),
      t.identity,
    ),
  );
};

/** Any JSON object, kept as is (free-form meta, form data, configuration). */
export const jsonObject: t.Type<Readonly<Record<string, unknown>>, unknown, unknown> = new t.Type<
  Readonly<Record<string, unknown>>,
  unknown,
  unknown
>(
  'object',
  (u): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u),
  (u, context) =>
    typeof u === 'object' && u !== null && !Array.isArray(u)
      ? t.success(u as Record<string, unknown>)
      : t.failure(u, context),
  t.identity,
);

/** Any JSON value, kept as is. */
export const jsonValue: t.Type<unknown, unknown, unknown> = t.unknown;

/** Ids that some backends send as numbers and others as numeric strings; decoded to a number. */
export const numericId: t.Type<number, unknown, unknown> = markDecodesToItself(
  new t.Type<number, unknown, unknown>(
    'numericId',
    (u): u is number => typeof u === 'number' && Number.isFinite(u),
    (u, context) => {
      if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
      if (typeof u === 'string' && /^-?\d+$/.test(u)) return t.success(Number(u));
      return t.failure(u, context);
    },
    t.identity,
  ),
);

/** Finite numbers only: NaN and Infinity never reach a projection. */
export const finite: t.Type<number, unknown, unknown> = markDecodesToItself(
  new t.Type<number, unknown, unknown>(
    'finite',
    (u): u is number => typeof u === 'number' && Number.isFinite(u),
    (u, context) => (typeof u === 'number' && Number.isFinite(u) ? t.success(u) : t.failure(u, context)),
    t.identity,
  ),
);

/** Decodes or returns undefined; for tests and tools that only need to know whether a value fits. */
export const decodeOrUndefined = <A>(codec: t.Type<A, unknown, unknown>, value: unknown): A | undefined => {
  const result = codec.decode(value);
  return isRight(result) ? result.right : undefined;
};
