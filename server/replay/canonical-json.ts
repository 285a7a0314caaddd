/**
 * JSON with object keys sorted at every level, so two payloads that differ only in key order (a console
 * built elsewhere, a hand-edited recording) match. Undefined when the value cannot be written (too deep,
 * cyclic): such a payload matches nothing.
 */
export const canonicalJson = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(sorted(value, 0));
  } catch {
    return undefined;
  }
};

const maxDepth = 64;

const sorted = (value: unknown, depth: number): unknown => {
  if (depth > maxDepth) throw new RangeError('payload nested too deeply to compare');
  if (Array.isArray(value)) return value.map((item) => sorted(item, depth + 1));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, sorted(record[key], depth + 1)]),
  );
};
