/**
 * The value a table holds under a key that came from the wire, or undefined. A plain `table[key]` finds
 * Object.prototype's own members too: a push named `constructor`, `toString` or `__proto__` would get a
 * built-in function instead of "no such entry" (issue 20). Every lookup keyed by client text goes through here
 * (or through a Map).
 */
export const ownProperty = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * Names an object treats specially. Assigning `values['__proto__'] = x` replaces the object's prototype instead
 * of storing a value, so a field, upload part or record key of that name would be lost without a word; the
 * other two shadow what code reads off every object. Such names are refused wherever a client names a key.
 */
export const prototypeKeys: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export const isPrototypeKey = (key: string): boolean => prototypeKeys.includes(key);
