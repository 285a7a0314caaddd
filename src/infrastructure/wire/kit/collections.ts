import * as t from 'io-ts';
import { decodesToItself, markDecodesToItself } from './codec-kit';

// Lists and maps checked without building an error context for entries that are fine (the hot path of
// every frame); a failing entry is checked again with its precise path. The input comes back as is unless
// an entry decoded to something else (wire null → undefined); then a shallow copy carries the change.

/** An object with string keys and values of one codec (meta maps, status maps keyed by uuid/arn/id). */
export const recordOf = <A>(
  codec: t.Type<A, unknown, unknown>,
): t.Type<Readonly<Record<string, A>>, unknown, unknown> => {
  // Values whose codec returns what its `is` accepts as is are checked by `is`, without an Either each.
  const plain = decodesToItself(codec);
  return new t.Type<Readonly<Record<string, A>>, unknown, unknown>(
    `record(${codec.name})`,
    (u): u is Record<string, A> =>
      typeof u === 'object' && u !== null && !Array.isArray(u) && Object.values(u).every((v) => codec.is(v)),
    (u, context) => {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, context);
      const source = u as Record<string, unknown>;
      let out: Record<string, unknown> | undefined;
      let errors: t.Errors | undefined;
      for (const key of Object.keys(source)) {
        const value = source[key];
        if (plain && codec.is(value)) continue;
        const result = codec.validate(value, context);
        if (result._tag === 'Right') {
          if (result.right !== value) (out ??= { ...source })[key] = result.right;
        } else {
          const precise = codec.validate(value, t.appendContext(context, key, codec, value));
          errors = (errors ?? []).concat(precise._tag === 'Left' ? precise.left : result.left);
        }
      }
      return errors ? t.failures(errors) : t.success((out ?? source) as Record<string, A>);
    },
    t.identity,
  );
};

/** A read-only array of one codec. */
export const listOf = <A>(codec: t.Type<A, unknown, unknown>): t.Type<readonly A[], unknown, unknown> => {
  const plain = decodesToItself(codec);
  // A list of such values returns its input too (each entry comes back as is).
  const type = new t.Type<readonly A[], unknown, unknown>(
    `list(${codec.name})`,
    (u): u is readonly A[] => Array.isArray(u) && u.every((v) => codec.is(v)),
    (u, context) => {
      if (!Array.isArray(u)) return t.failure(u, context);
      let out: unknown[] | undefined;
      let errors: t.Errors | undefined;
      for (let index = 0; index < u.length; index += 1) {
        const value: unknown = u[index];
        if (plain && codec.is(value)) continue;
        const result = codec.validate(value, context);
        if (result._tag === 'Right') {
          if (result.right !== value) (out ??= u.slice())[index] = result.right;
        } else {
          const precise = codec.validate(value, t.appendContext(context, String(index), codec, value));
          errors = (errors ?? []).concat(precise._tag === 'Left' ? precise.left : result.left);
        }
      }
      return errors ? t.failures(errors) : t.success((out ?? u) as readonly A[]);
    },
    t.identity,
  );
  return plain ? markDecodesToItself(type) : type;
};
