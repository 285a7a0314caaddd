/**
 * The value a table holds under a key that came from the wire, or undefined. A plain `table[key]` finds
 * Object.prototype's own members too: a push named `constructor`, `toString` or `__proto__` would get a
 * built-in function instead of "no such entry" (issue 20). Every lookup keyed by client text goes through here
 * (or through a Map).
 */
export const ownProperty = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;
