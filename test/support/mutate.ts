/** Ways the wire can go wrong, applied at one random place in a valid payload. */
type Mutation = (value: unknown, random: () => number) => unknown;

const hugeString = 'x'.repeat(20_000);
const deep = (levels: number): unknown => {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < levels; i += 1) value = { nested: value };
  return value;
};

const replacements: Mutation[] = [
  () => null,
  () => undefined,
  () => 'not-what-you-expected',
  () => hugeString,
  () => 42,
  () => -1,
  () => 1e308,
  () => Number.NaN,
  () => Number.POSITIVE_INFINITY,
  () => true,
  () => [],
  () => ({}),
  () => [null, 'x', 3],
  () => deep(300),
  () => ({ __proto__: { polluted: true }, constructor: 'x' }),
  (value) => (typeof value === 'string' ? Number(value.length) : String(value)),
  (value) => (Array.isArray(value) ? value.concat(value) : [value]),
];

const paths = (
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
  depth = 0,
): (string | number)[][] => {
  out.push(prefix);
  if (depth > 12 || typeof value !== 'object' || value === null) return out;
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  for (const key of keys) paths((value as Record<string | number, unknown>)[key], [...prefix, key], out, depth + 1);
  return out;
};

const setAt = (
  value: unknown,
  path: readonly (string | number)[],
  replace: (old: unknown) => unknown | typeof dropped,
): unknown => {
  if (path.length === 0) {
    const next = replace(value);
    return next === dropped ? undefined : next;
  }
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  const next =
    rest.length === 0 ? replace(copy[head as string | number]) : setAt(copy[head as string | number], rest, replace);
  if (next === dropped) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head as string];
  } else copy[head as string | number] = next;
  return copy;
};

const dropped = Symbol('dropped');

/** A copy of a valid payload with one thing wrong: a field dropped or replaced by a wrong value. */
export const mutate = (payload: unknown, random: () => number): unknown => {
  const all = paths(payload);
  const path = all[Math.floor(random() * all.length)] ?? [];
  if (path.length > 0 && random() < 0.3) return setAt(payload, path, () => dropped);
  const mutation = replacements[Math.floor(random() * replacements.length)] as Mutation;
  return setAt(payload, path, (old) => mutation(old, random));
};
