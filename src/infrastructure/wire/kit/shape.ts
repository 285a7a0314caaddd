import * as t from 'io-ts';
import { decodesToItself, markDecodesToItself } from './codec-kit';

type Codecs = Readonly<Record<string, t.Type<any, unknown, unknown>>>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Required<R extends Codecs> = { [K in keyof R]: t.TypeOf<R[K]> };
type Optional<O extends Codecs> = { [K in keyof O]?: t.TypeOf<O[K]> };
export type ShapeOf<R extends Codecs, O extends Codecs> = Required<R> & Optional<O>;

const pick = (source: Record<string, unknown>, ...keyLists: string[][]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const keys of keyLists) for (const key of keys) if (key in source) out[key] = source[key];
  return out;
};

const preciseErrors = (
  codec: t.Mixed,
  key: string,
  value: unknown,
  context: t.Context,
  fallback: t.Errors,
): t.Errors => {
  const precise = codec.validate(value, t.appendContext(context, key, codec, value));
  return precise._tag === 'Left' ? precise.left : fallback;
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
  const requiredCodecs = requiredKeys.map((key) => required[key] as t.Mixed);
  const optionalCodecs = optionalKeys.map((key) => optional[key] as t.Mixed);
  // Fields whose codec returns a value `is` accepts as is: checked by `is`, without an Either per field.
  const requiredPlain = requiredCodecs.map(decodesToItself);
  const optionalPlain = optionalCodecs.map(decodesToItself);
  // Plain loops, no closure per call: a plain shape nested in another is checked by this `is` at every frame.
  const is = (u: unknown): u is ShapeOf<R, O> => {
    if (!isObject(u)) return false;
    for (let i = 0; i < requiredCodecs.length; i += 1)
      if (!(requiredCodecs[i] as t.Mixed).is(u[requiredKeys[i] as string])) return false;
    for (let i = 0; i < optionalCodecs.length; i += 1) {
      const value = u[optionalKeys[i] as string];
      if (value !== undefined && !(optionalCodecs[i] as t.Mixed).is(value)) return false;
    }
    return true;
  };
  const type = new t.Type<ShapeOf<R, O>, unknown, unknown>(
    name,
    is,
    (u, context) => {
      if (!isObject(u)) return t.failure(u, context);
      let out: Record<string, unknown> | undefined;
      let errors: t.Errors | undefined;
      // Two plain loops rather than a helper closure: this runs for every object of every frame.
      for (let i = 0; i < requiredCodecs.length; i += 1) {
        const key = requiredKeys[i] as string;
        const codec = requiredCodecs[i] as t.Mixed;
        const value = u[key];
        if (requiredPlain[i] && codec.is(value)) continue;
        // Fields are first checked with the parent context; only a failing field pays for its precise path.
        const result = codec.validate(value, context);
        if (result._tag === 'Right') {
          if (result.right !== value) (out ??= { ...u })[key] = result.right;
        } else errors = (errors ?? []).concat(preciseErrors(codec, key, value, context, result.left));
      }
      for (let i = 0; i < optionalCodecs.length; i += 1) {
        const key = optionalKeys[i] as string;
        const value = u[key];
        if (value === undefined) continue;
        const codec = optionalCodecs[i] as t.Mixed;
        if (optionalPlain[i] && codec.is(value)) continue;
        const result = codec.validate(value, context);
        if (result._tag === 'Right') {
          if (result.right !== value) (out ??= { ...u })[key] = result.right;
        } else errors = (errors ?? []).concat(preciseErrors(codec, key, value, context, result.left));
      }
      if (errors) return t.failures(errors);
      if (options.exact) return t.success(pick(out ?? u, requiredKeys, optionalKeys) as ShapeOf<R, O>);
      return t.success((out ?? u) as ShapeOf<R, O>);
    },
    t.identity,
  );
  // Every field plain and nothing stripped: a value `is` accepts comes back as is (the loops above skip every
  // field), so a parent shape or list checks this one by `is` too, without an Either per nested object.
  const plain = !options.exact && requiredPlain.every(Boolean) && optionalPlain.every(Boolean);
  return plain ? markDecodesToItself(type) : type;
};
