import { useState } from 'react';
import type { FieldDescribers } from '../../application/editing';
import { useDraftConflict, type DraftConflict } from './use-draft-conflict';

export type { DraftConflict } from './use-draft-conflict';

/**
 * The form's draft of a record: blank for a new one, the stored record once it is there for an existing one.
 * Held by the editor (remounted per route id), so what was typed stays when a save fails, and a record that
 * arrives after the sheet opened fills the form once, never over the operator's typing. The third element is
 * the draft's base for stale saves (hand its `version` to the save and the whole of it to the sheet); `describers`
 * word fields of its comparison (see `useDraftConflict`).
 */
export const useRecordDraft = <Stored, Draft>(
  stored: Stored | undefined,
  isNew: boolean,
  toDraft: (stored: Stored) => Draft,
  blank: () => Draft,
  describers?: FieldDescribers<Draft>,
): readonly [Draft | undefined, (change: (draft: Draft) => Draft) => void, DraftConflict] => {
  const [draft, setDraft] = useState<Draft | undefined>(() =>
    isNew ? blank() : stored === undefined ? undefined : toDraft(stored),
  );
  if (draft === undefined && !isNew && stored !== undefined) setDraft(toDraft(stored));
  const change = (update: (current: Draft) => Draft): void =>
    setDraft((current) => (current === undefined ? current : update(current)));
  // A new record has no stored side: its base is its first save (`saved`).
  const conflict = useDraftConflict(stored, draft, toDraft, setDraft, describers);
  return [draft, change, conflict] as const;
};
