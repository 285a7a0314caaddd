/**
 * Where two states differ, as paths (`runningOrders.byId.12.name: "a" ≠ "b"`), at most `limit` of them: chai's
 * diff of two whole console states is unreadable, and silent where only a key with an undefined value differs.
 */
export const stateDifferences = (left: unknown, right: unknown, limit = 12): string[] => {
  const found: string[] = [];
  const show = (value: unknown): string =>
    value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value)).slice(0, 120);
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (found.length >= limit || Object.is(a, b)) return;
    const objects = typeof a === 'object' && a !== null && typeof b === 'object' && b !== null;
    if (!objects || Array.isArray(a) !== Array.isArray(b)) {
      found.push(`${path}: ${show(a)} ≠ ${show(b)}`);
      return;
    }
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const inA = Object.prototype.hasOwnProperty.call(a, key);
      const inB = Object.prototype.hasOwnProperty.call(b, key);
      const next = path ? `${path}.${key}` : key;
      if (inA !== inB) found.push(`${next}: ${inA ? 'only in the first' : 'only in the second'}`);
      else walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], next);
      if (found.length >= limit) return;
    }
  };
  walk(left, right, '');
  return found;
};
