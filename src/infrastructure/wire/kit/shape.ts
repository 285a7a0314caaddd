import * as t from 'io-ts';

type Codecs = Readonly<Record<string, t.Type<any, unknown, unknown>>>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Required<R extends Codecs> = { [K in keyof R]: t.TypeOf<R[K]> };
type Optional<O extends Codecs> = { [K in keyof O]?: t.TypeOf<O[K]> };
export type ShapeOf<R extends Codecs, O extends Codecs> = Required<R> & Optional<O>;

const pick = (source: Record<string, unknown>, ...keyLists: string[][]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const keys of keyLists) for (const key of keys) if (key in source) out[key] = source[key];
  return out;
};

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/**
 * An object with required and optional fields, checked in one pass: the same verdict and output as
 * `t.intersection([t.type(required), t.partial(optional)])`, without the intersection's merge copies and
 * without building an error context for fields that are fine (the hot path of every frame). The input
 * object comes back as is unless a field decoded to something else (wire null → undefined); then a shallow
 * copy carries the changes. Extra fields are kept, unless `exact` strips them (like `t.exact`).
 */
export const shape = <R extends Codecs, O extends Codecs = Record<never, never>>(
  required: R,
  optional: O = {} as O,
  options: { readonly name?: string; readonly exact?: boolean } = {},
): t.Type<ShapeOf<R, O>, unknown, unknown> => {
  const name = options.name ?? 'object';
  const requiredKeys = Object.keys(required);
  const optionalKeys = Object.keys(optional);
  const is = (u: unknown): u is ShapeOf<R, O> =>
    isObject(u) &&
    requiredKeys.every((key) => (required[key] as t.Mixed).is(u[key])) &&
    optionalKeys.every((key) => u[key] === undefined || (optional[key] as t.Mixed).is(u[key]));
  return new t.Type<ShapeOf<R, O>, unknown, unknown>(
    name,
    is,
    (u, context) => {
      if (!isObject(u)) return t.failure(u, context);
      let out: Record<string, unknown> | undefined;
      let errors: t.Errors | undefined;
      const check = (key: string, codec: t.Mixed): void => {
        const value = u[key];
        // Fields are first checked with the parent context; only a failing field pays for its precise path.
        const first = codec.validate(value, context);
        if (first._tag === 'Right') {
          if (first.right !== value) (out ??= { ...u })[key] = first.right;
          return;
        }
        const precise = codec.validate(value, t.appendContext(context, key, codec, value));
        errors = (errors ?? []).concat(precise._tag === 'Left' ? precise.left : first.left);
      };
      for (const key of requiredKeys) check(key, required[key] as t.Mixed);
      for (const key of optionalKeys) if (u[key] !== undefined) check(key, optional[key] as t.Mixed);
      if (errors) return t.failures(errors);
      if (options.exact) return t.success(pick(out ?? u, requiredKeys, optionalKeys) as ShapeOf<R, O>);
      return t.success((out ?? u) as ShapeOf<R, O>);
    },
    t.identity,
  );
};
