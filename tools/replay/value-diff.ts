/** Where two values differ: a path into them and the value on each side; `missing` names the side without the key. */
export interface ValueDifference {
  readonly path: string;
  readonly left?: unknown;
  readonly right?: unknown;
  readonly missing?: 'left' | 'right';
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON-like values (state, entries); key order does not matter; shared references are equal at once. */
export const deepEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => deepEqual(item, b[index]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
};

const child = (path: string, key: string | number): string => {
  if (typeof key === 'number') return `${path}[${key}]`;
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return name === key ? `${path}.${key}` : `${path}[${name}]`;
};

/**
 * The first differences between two values, depth first, in the left side's key order (then keys only the
 * right side has), at most `limit`: the leaves where they part, not the whole subtrees above them.
 */
export const valueDifferences = (left: unknown, right: unknown, path: string, limit = 3): ValueDifference[] => {
  const found: ValueDifference[] = [];
  const walk = (a: unknown, b: unknown, at: string): void => {
    if (found.length >= limit || deepEqual(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length) && found.length < limit; index += 1) {
        if (index >= a.length) found.push({ path: child(at, index), right: b[index], missing: 'left' });
        else if (index >= b.length) found.push({ path: child(at, index), left: a[index], missing: 'right' });
        else walk(a[index], b[index], child(at, index));
      }
      return;
    }
    if (isPlain(a) && isPlain(b)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((key) => !Object.hasOwn(a, key))];
      for (const key of keys) {
        if (found.length >= limit) return;
        if (!Object.hasOwn(b, key)) found.push({ path: child(at, key), left: a[key], missing: 'right' });
        else if (!Object.hasOwn(a, key)) found.push({ path: child(at, key), right: b[key], missing: 'left' });
        else walk(a[key], b[key], child(at, key));
      }
      return;
    }
    found.push({ path: at, left: a, right: b });
  };
  walk(left, right, path);
  return found;
};
