import type { RootState } from '../../domain/state';
import { foldValue } from './fold-json';

/** One place where a projection differs before and after an entry. */
export interface ValueChange {
  /** Path inside the projection, e.g. `byId["c-1"].status`. */
  readonly path: string;
  readonly change: 'added' | 'removed' | 'changed';
  /** Folded for display (long strings cut, long lists shortened). */
  readonly before?: unknown;
  readonly after?: unknown;
}

/** A projection an entry changed, with its first differences. */
export interface ProjectionChange {
  readonly projection: string;
  readonly changes: readonly ValueChange[];
  /** More differences were found than are listed. */
  readonly truncated: boolean;
}

/** Differences listed per projection, and nodes visited per projection, so one huge change stays cheap. */
export const changeLimit = 20;
const visitLimit = 20_000;

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const child = (path: string, key: string | number): string => {
  if (typeof key === 'number') return `${path}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return path ? `${path}.${key}` : key;
  return `${path}[${JSON.stringify(key)}]`;
};

/**
 * The leaves where two values part, depth first. Projections are immutable with structural sharing, so an
 * untouched subtree is the same reference on both sides and is skipped without a look inside: the walk costs
 * what the entry changed, not the size of the state.
 */
const differences = (before: unknown, after: unknown): { changes: ValueChange[]; truncated: boolean } => {
  const changes: ValueChange[] = [];
  let visited = 0;
  let truncated = false;
  const add = (change: ValueChange): void => {
    if (changes.length < changeLimit) changes.push(change);
    else truncated = true;
  };
  const walk = (a: unknown, b: unknown, path: string): void => {
    if (a === b || truncated) return;
    visited += 1;
    if (visited > visitLimit) {
      truncated = true;
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length) && !truncated; index += 1) {
        if (index >= a.length) add({ path: child(path, index), change: 'added', after: foldValue(b[index]) });
        else if (index >= b.length) add({ path: child(path, index), change: 'removed', before: foldValue(a[index]) });
        else walk(a[index], b[index], child(path, index));
      }
      return;
    }
    if (isPlain(a) && isPlain(b)) {
      for (const key of Object.keys(a)) {
        if (truncated) return;
        if (!Object.hasOwn(b, key)) add({ path: child(path, key), change: 'removed', before: foldValue(a[key]) });
        else walk(a[key], b[key], child(path, key));
      }
      for (const key of Object.keys(b)) {
        if (truncated) return;
        if (!Object.hasOwn(a, key)) add({ path: child(path, key), change: 'added', after: foldValue(b[key]) });
      }
      return;
    }
    add({ path: path || '(whole)', change: 'changed', before: foldValue(a), after: foldValue(b) });
  };
  walk(before, after, '');
  return { changes, truncated };
};

/** The projections whose slice is a different object after the entry, each with its bounded structural diff. */
export const projectionChanges = (before: RootState, after: RootState): ProjectionChange[] =>
  (Object.keys(after) as (keyof RootState)[]).flatMap((projection) => {
    if (before[projection] === after[projection]) return [];
    const { changes, truncated } = differences(before[projection], after[projection]);
    // A slice copied without a changed value (a fold that rebuilt it equal) changed nothing a person can see.
    return changes.length === 0 && !truncated ? [] : [{ projection, changes, truncated }];
  });
