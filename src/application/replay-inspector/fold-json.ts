const longText = 160;
const longList = 25;
const deepest = 8;

/** A copy of a JSON value with long strings cut, long lists shortened and deep nesting elided, for display. */
export const foldValue = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string')
    return value.length > longText ? `${value.slice(0, longText)}… (${value.length} characters)` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= deepest) return Array.isArray(value) ? `[… ${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const shown = value.slice(0, longList).map((item) => foldValue(item, depth + 1));
    return value.length > longList ? [...shown, `… ${value.length - longList} more items`] : shown;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, foldValue(item, depth + 1)]));
};

/** Pretty JSON of a value with its long parts folded. */
export const foldedJson = (value: unknown): string => JSON.stringify(foldValue(value), null, 2) ?? 'undefined';
