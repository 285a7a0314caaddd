// The equalities views and selectors compare with (distinctUntilChanged, StateReader.select, React.memo), so a
// change that changes nothing re-renders nothing. One of each kind; a view with its own notion of "the same"
// composes these (sameItems(a, b, sameFields)).

/** The same items in the same order, each compared with `same` (by identity unless given). */
export const sameItems = <T>(
  a: readonly T[],
  b: readonly T[],
  same: (left: T, right: T) => boolean = (left, right) => left === right,
): boolean =>
  // eslint-disable-next-line no-restricted-syntax -- the one item-by-item comparison
  a === b || (a.length === b.length && a.every((item, index) => same(item, b[index] as T)));

/**
 * Flat objects whose fields hold identical values (a shallow comparison, as a field-by-field `a.x === b.x && …`
 * reads: a field left out equals one set to undefined); undefined only equals itself.
 */
export const sameFields = <T extends object>(a: T | undefined, b: T | undefined): boolean => {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  return [...fields].every((field) => a[field] === b[field]);
};

/** Plain data that serialises alike (JSON): fields left undefined do not count. */
export const sameJson = <T>(a: T, b: T): boolean =>
  // eslint-disable-next-line no-restricted-syntax -- the one serialised comparison
  a === b || JSON.stringify(a) === JSON.stringify(b);
