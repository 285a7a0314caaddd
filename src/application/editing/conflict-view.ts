import type { MergeSide } from '../../domain/editing';

// What an editor sheet shows after a stale save (issue 32 §2), whatever the kind: who changed the item, and each
// field they changed with their value beside the operator's and the side chosen.

/** One field the colleague changed, as the sheet shows it. */
export interface ConflictRow {
  readonly field: string;
  readonly label: string;
  readonly theirs: string;
  readonly mine: string;
  /** Both changed it: the operator must choose before the save. */
  readonly conflict: boolean;
  /** The side chosen; unchosen, a field only they changed takes theirs. */
  readonly choice?: MergeSide;
}

export interface ConflictView {
  /** "Changed by Dana Director meanwhile". */
  readonly title: string;
  /** Their version has not reached this console yet (its update is on the way). */
  readonly arriving: boolean;
  readonly rows: readonly ConflictRow[];
}
