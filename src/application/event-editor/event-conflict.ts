import {
  changedMeanwhileText,
  mergedValues,
  threeWayMerge,
  unchosen,
  type FieldValues,
  type ThreeWayMerge,
} from '../../domain/editing';
import {
  draftFromEvent,
  eventFieldLabel,
  eventFieldText,
  eventMergeFields,
  type EventFieldContext,
} from '../../domain/event-editor';
import type { ScheduledEvent } from '../../domain/schedule';
import type { ConflictView } from '../editing';
import type { EventConflict, SessionSnapshot } from './event-editor-session';

// The event editor's stale save (issue 32 §2): the form as typed, the event it was based on and the event as the
// colleague left it, compared field by field; the operator's choices, then a save on their version.

const eventFields = (event: ScheduledEvent): FieldValues => eventMergeFields(draftFromEvent(event, 'edit'), {});

/** The three sides once their version is here; undefined while it is still arriving. */
export const conflictMerge = (
  snapshot: SessionSnapshot,
  conflict: EventConflict,
  formValues: FieldValues,
): { readonly merge: ThreeWayMerge; readonly mine: FieldValues; readonly theirs: ScheduledEvent } | undefined => {
  const { base, stored, draft } = snapshot;
  if (!base || !stored || !draft || (stored.version ?? 0) < conflict.stale.version) return undefined;
  const mine = eventMergeFields(draft, formValues);
  return { merge: threeWayMerge(eventFields(base), mine, eventFields(stored)), mine, theirs: stored };
};

/** The comparison the sheet shows. */
export const conflictView = (
  snapshot: SessionSnapshot,
  conflict: EventConflict,
  formValues: FieldValues,
  context: EventFieldContext,
): ConflictView => {
  const title = changedMeanwhileText(conflict.stale.changedBy);
  const sides = conflictMerge(snapshot, conflict, formValues);
  if (!sides) return { title, arriving: true, rows: [] };
  return {
    title,
    arriving: false,
    rows: sides.merge.compared.map((entry) => ({
      field: entry.field,
      label: eventFieldLabel(entry.field, context),
      theirs: eventFieldText(entry.field, entry.theirs, context),
      mine: eventFieldText(entry.field, entry.mine, context),
      conflict: entry.conflict,
      ...(conflict.choices[entry.field] ? { choice: conflict.choices[entry.field] } : {}),
    })),
  };
};

/** What stands before the save on their version: their version still arriving, or conflicts without a choice. */
export type ConflictResolution =
  | { readonly ready: true; readonly fields: FieldValues; readonly theirs: ScheduledEvent }
  | { readonly ready: false; readonly message: string };

export const resolveConflict = (
  snapshot: SessionSnapshot,
  conflict: EventConflict,
  formValues: FieldValues,
  context: EventFieldContext,
): ConflictResolution => {
  const sides = conflictMerge(snapshot, conflict, formValues);
  if (!sides) return { ready: false, message: 'Their version is still arriving: save again in a moment.' };
  const open = unchosen(sides.merge, conflict.choices);
  if (open.length > 0)
    return {
      ready: false,
      message: `Choose theirs or yours for: ${open.map((field) => eventFieldLabel(field, context)).join(', ')}`,
    };
  return { ready: true, fields: mergedValues(sides.mine, sides.merge, conflict.choices), theirs: sides.theirs };
};
