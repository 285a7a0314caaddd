import type * as t from 'io-ts';
import type { PathError } from '../../../domain/frames';

const maxActual = 80;
const maxErrors = 20;

const show = (value: unknown): string => {
  if (value === undefined) return 'undefined';
  if (typeof value === 'string')
    return JSON.stringify(value.length > maxActual ? `${value.slice(0, maxActual)}…` : value);
  if (typeof value !== 'object' || value === null) return String(value);
  return Array.isArray(value) ? `array(${value.length})` : 'object';
};

// Intersections and unions add their member index to the context; it is not part of the payload's path.
// An array index is a numeric key whose parent value is an array; any other numeric key is a branch.
const isBranch = (entry: t.ContextEntry, parent: t.ContextEntry | undefined): boolean =>
  /^\d+$/.test(entry.key) && !Array.isArray(parent?.actual);

/** io-ts errors as short path errors: `channels.3.uuid` expected `string`, got `null`. */
export const toPathErrors = (errors: t.Errors): PathError[] =>
  errors.slice(0, maxErrors).map((error) => {
    const keys: string[] = [];
    error.context.forEach((entry, index) => {
      if (index > 0 && entry.key !== '' && !isBranch(entry, error.context[index - 1])) keys.push(entry.key);
    });
    const last = error.context[error.context.length - 1];
    return { path: keys.join('.') || '(root)', expected: last?.type.name ?? 'unknown', actual: show(error.value) };
  });
