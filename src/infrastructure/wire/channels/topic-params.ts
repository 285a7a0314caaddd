import type { FrameContext } from '../kit';

/** A numeric topic parameter (`instances:status:7` → 7); undefined when the topic carries something else. */
export const numericParam = (context: FrameContext, name: string): number | undefined => {
  const value = context.params[name];
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
};

// Parameters become object keys in projections; these names would reach the prototype instead.
const reservedKeys = new Set(['__proto__', 'constructor', 'prototype']);

/** A text topic parameter usable as a record key; undefined when absent, empty or reserved. */
export const keyParam = (context: FrameContext, name: string): string | undefined => {
  const value = context.params[name];
  return value !== undefined && value.length > 0 && !reservedKeys.has(value) ? value : undefined;
};
