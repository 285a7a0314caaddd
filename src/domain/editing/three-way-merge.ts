// A stale save (issue 32 §2): the operator's form was based on one version of an item, someone else saved a newer
// one meanwhile. Field by field, against the version both started from (base): what only they changed takes their
// value, what only the operator changed keeps the operator's, and what both changed to different values is a
// conflict the operator decides. Pure: the three sides are plain field maps (a form, an item's fields).

export type FieldValues = Readonly<Record<string, unknown>>;

/** Which side a conflicting field keeps. */
export type MergeSide = 'mine' | 'theirs';

/** One field the others changed: their value beside the operator's, and whether the operator changed it too. */
export interface FieldComparison {
  readonly field: string;
  readonly base: unknown;
  readonly mine: unknown;
  readonly theirs: unknown;
  /** Both changed it, to different values: the operator chooses. Otherwise their value is taken. */
  readonly conflict: boolean;
}

export interface ThreeWayMerge {
  /** Every field the others changed, in the order of the fields. */
  readonly compared: readonly FieldComparison[];
  /** The fields both changed differently (the ones to choose). */
  readonly conflicts: readonly string[];
}

/** Structural equality of plain data (what forms and wire items hold): key order does not matter. */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  // A key that is absent and one that holds undefined say the same: no value.
  return [...keys].every((key) => sameValue(left[key], right[key]));
};

const fieldsOf = (...sides: readonly FieldValues[]): string[] => [
  ...new Set(sides.flatMap((side) => Object.keys(side))),
];

/** Compares the three sides field by field; nothing is decided yet (see `mergedValues`). */
export const threeWayMerge = (base: FieldValues, mine: FieldValues, theirs: FieldValues): ThreeWayMerge => {
  const compared: FieldComparison[] = [];
  for (const field of fieldsOf(base, mine, theirs)) {
    const [was, ours, their] = [base[field], mine[field], theirs[field]];
    if (sameValue(was, their)) continue; // they did not change it: the operator's value stands
    const conflict = !sameValue(was, ours) && !sameValue(ours, their);
    compared.push({ field, base: was, mine: ours, theirs: their, conflict });
  }
  return { compared, conflicts: compared.filter((entry) => entry.conflict).map((entry) => entry.field) };
};

/** The conflicts still without a choice. */
export const unchosen = (merge: ThreeWayMerge, choices: Readonly<Record<string, MergeSide>>): readonly string[] =>
  merge.conflicts.filter((field) => choices[field] === undefined);

/**
 * The operator's values with the merge applied: each compared field takes the side chosen for it; unchosen, a field
 * only they changed takes their value and a conflict keeps the operator's (a save waits for its choice, `unchosen`).
 * Every field they did not change stays as the operator has it.
 */
export const mergedValues = <T extends FieldValues>(
  mine: T,
  merge: ThreeWayMerge,
  choices: Readonly<Record<string, MergeSide>>,
): T => {
  const merged: Record<string, unknown> = { ...mine };
  for (const entry of merge.compared) {
    const side: MergeSide = choices[entry.field] ?? (entry.conflict ? 'mine' : 'theirs');
    if (side === 'mine') continue;
    if (entry.theirs === undefined) delete merged[entry.field];
    else merged[entry.field] = entry.theirs;
  }
  return merged as T;
};

/** "Changed by Dana Director meanwhile" (issue 32 §2). */
export const changedMeanwhileText = (name: string): string => `Changed by ${name} meanwhile`;

/**
 * A delete or remove refused as stale (issue 32 §2: "deleting a changed item is refused the same way"): nothing
 * went, and the operator, now told, may do it again on the item as it is.
 */
export const notDeletedText = (verb: 'delete' | 'remove', name: string): string =>
  `Not ${verb}d: ${changedMeanwhileText(name)}. Look at their changes, then ${verb} again if it should still go.`;
