import { useState } from 'react';
import type { ActionOutcome } from '../../application/admin-kit';
import { notDeletedText } from '../../application/editing';
import type { DraftConflict } from './use-draft-conflict';

export interface VersionedDelete {
  /** The version to delete on: the form's base, or the one a stale refusal has since shown the operator. */
  readonly version: number | undefined;
  /** "Not removed: Changed by {name} meanwhile. …" after a stale refusal; undefined otherwise. */
  readonly refusal: string | undefined;
  /** Reads the delete's outcome: a stale one keeps everything, says who, and opens the comparison. */
  settled(outcome: ActionOutcome): void;
}

/**
 * A delete or remove from an editor sheet (issue 32 §2, "deleting a changed item is refused the same way"): it
 * goes on the version the form was based on, so a colleague's change since is never deleted unseen. Refused
 * stale, nothing went: the sheet says who changed it and shows their changes beside the form (the draft's
 * comparison); the operator, now told, may delete again, on the version the refusal named.
 */
export const useVersionedDelete = (conflict: DraftConflict, verb: 'delete' | 'remove'): VersionedDelete => {
  const [seen, setSeen] = useState<number>();
  const [refusal, setRefusal] = useState<string>();
  return {
    version: seen ?? conflict.version,
    refusal,
    settled: (outcome) => {
      if (outcome.ok || !outcome.stale) {
        setRefusal(undefined);
        return;
      }
      setSeen(outcome.stale.version);
      setRefusal(notDeletedText(verb, outcome.stale.changedBy));
      conflict.refused(outcome.stale);
    },
  };
};
