import { useEffect, useState } from 'react';
import {
  formConflictView,
  resolveFormConflict,
  type ConflictView,
  type FieldDescribers,
  type MergeSide,
  type StaleRefusal,
} from '../../application/editing';
import { sameJson } from '../../application/shared';

type Fields = Readonly<Record<string, unknown>>;

/**
 * The form's side of a stale save (issue 32 §2), kept with the draft: the form as it was made from the record it
 * is based on and that record's version (what a save sends), the comparison after a refusal, and the rebase.
 */
export interface DraftConflict {
  /** The version of the record the form is based on (not the record as it is now): the save sends it. */
  readonly version: number | undefined;
  /** "Changed by {name} meanwhile" with the fields to choose; undefined unless the last save was stale. */
  readonly view: ConflictView | undefined;
  choose(field: string, side: MergeSide): void;
  /** The save was refused as stale: the form stays as typed and the comparison opens. */
  refused(stale: StaleRefusal): void;
  /** Applies the choices to the form and bases it on their version; the message when that cannot be done yet. */
  resolve(): { readonly ok: true } | { readonly ok: false; readonly message: string };
  /** A save went through: the form as it is now, at the saved version, is the new base. */
  saved(version: number | undefined): void;
}

interface Base<Draft> {
  readonly form: Draft;
  readonly version: number | undefined;
}

const versionOf = (record: unknown): number | undefined => {
  const version = (record as { readonly version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * The stale-save kit of every admin editor, whoever holds its draft (`useRecordDraft`'s state, the record editor's
 * dynamic form): the draft's base is the form as it stood when the stored record first filled it, at that record's
 * version; after a refusal the draft is compared with the form made from the record as the colleague left it
 * (`toDraft` of the live record, once it has reached this console) through the pure three-way merge, and
 * `resolve` hands the merged form to `setDraft` and rebases on their version. `describers` word the fields that
 * plain text would not show well (the contract's priced items, its customer by name); the others read as ever.
 */
export const useDraftConflict = <Stored, Draft>(
  stored: Stored | undefined,
  draft: Draft | undefined,
  toDraft: (stored: Stored) => Draft,
  setDraft: (draft: Draft) => void,
  describers?: FieldDescribers<Draft>,
): DraftConflict => {
  const [base, setBase] = useState<Base<Draft> | undefined>(() =>
    stored === undefined || draft === undefined ? undefined : { form: draft, version: versionOf(stored) },
  );
  const [stale, setStale] = useState<{ refusal: StaleRefusal; choices: Record<string, MergeSide> }>();
  // A record that arrives after the sheet opened fills the draft; the draft it filled is the base.
  if (base === undefined && stored !== undefined && draft !== undefined)
    setBase({ form: draft, version: versionOf(stored) });

  // After a save from this editor, while the operator has not typed since (the form is its base), the form follows
  // the live item: an undo of that save (issue 32 §4) or a later write fills it and becomes its base. Once they have
  // typed, the form stays as typed and a stale save compares (above). A form never saved here keeps its base.
  const [followsLive, setFollowsLive] = useState(false);
  const liveVersion = versionOf(stored);
  const follow =
    followsLive &&
    stale === undefined &&
    base?.version !== undefined &&
    liveVersion !== undefined &&
    liveVersion > base.version &&
    draft !== undefined &&
    sameJson<unknown>(draft, base.form);
  useEffect(() => {
    if (!follow || stored === undefined || liveVersion === undefined) return;
    const form = toDraft(stored);
    setDraft(form);
    setBase({ form, version: liveVersion });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per live version; toDraft and setDraft are per render
  }, [follow, stored, liveVersion]);

  // Their form, once the record as they left it has reached this console (its list's update, the same write).
  const theirs =
    stale && stored !== undefined && (versionOf(stored) ?? 0) >= stale.refusal.version ? toDraft(stored) : undefined;
  const sides =
    stale && base && draft !== undefined
      ? {
          stale: stale.refusal,
          base: base.form as Fields,
          mine: draft as Fields,
          theirs: theirs as Fields | undefined,
          choices: stale.choices,
        }
      : undefined;

  return {
    version: base?.version,
    view: sides ? formConflictView<Draft>(sides, describers) : undefined,
    choose: (field, side) =>
      setStale((current) => (current ? { ...current, choices: { ...current.choices, [field]: side } } : current)),
    refused: (refusal) => setStale({ refusal, choices: {} }),
    resolve: () => {
      if (!sides || !stale) return { ok: true };
      const resolved = resolveFormConflict(sides);
      if (!resolved.ready) return { ok: false, message: resolved.message };
      setDraft(resolved.form as Draft);
      setBase({ form: theirs as Draft, version: versionOf(stored) });
      setStale(undefined);
      return { ok: true };
    },
    saved: (version) => {
      if (draft !== undefined) setBase({ form: draft, version });
      setStale(undefined);
      setFollowsLive(true);
    },
  };
};
