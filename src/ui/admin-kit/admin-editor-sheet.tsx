import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { archiveAction, toggledArchiveState, type SaveOutcome } from '../../application/admin-kit';
import { changedMeanwhileText, type EditingKind } from '../../application/editing';
import type { ArchiveState } from '../../domain/groups';
import { BottomSheet, type BottomSheetTab } from '../bottom-sheet';
import { ConflictPanel } from '../editing';
import type { DraftConflict } from './use-draft-conflict';

export interface AdminEditorSheetProps<Id extends number | string = number> {
  readonly title: string;
  /** The list route: closing goes there (spec 3 §2). */
  readonly closeTo: string;
  /** The edit route of a record, where Save on a new one moves (spec 3 §2.2). */
  readonly editPath: (id: Id) => string;
  /** Undefined for a new record. */
  readonly recordId?: Id;
  /**
   * The kind of stored item the sheet edits, so its header says who else has the record open (issue 32 §1); every
   * editor names it, undefined only for a sheet over no stored item of an editing kind.
   */
  readonly editing: EditingKind | undefined;
  /** Saves the form as it is; undefined when the form itself refused (its messages are shown in it). */
  readonly save: () => Promise<SaveOutcome<Id>> | undefined;
  /** Records with a state offer Archive / Unarchive, which set the state and save (spec 3 §4). */
  readonly archive?: {
    readonly state: ArchiveState;
    readonly save: (state: ArchiveState) => Promise<SaveOutcome<Id>>;
  };
  /** The form's tab label ('Details' unless the spec names it, as the channel editor's 'Channel'). */
  readonly mainTab?: string;
  /** Tabs after the form's (the channel editor's Instance tab); their content is the caller's. */
  readonly moreTabs?: readonly BottomSheetTab[];
  /** A height of its own; otherwise 532 px, or 600 px under /devices and /billing by the route (spec 3 §9). */
  readonly contentHeight?: number;
  readonly testId: string;
  /** A viewer who may only look (a user on a content record, spec 3 §6) gets no Save or Archive. */
  readonly readOnly?: boolean;
  readonly children: ReactNode;
  /** Actions before Save (the instance editor's Remove). */
  readonly extraActions?: ReactNode;
  /** Words for a refusal reason the editor knows ('email_taken' → the address is taken); else the bare reason. */
  readonly failureText?: (reason: string) => string;
  /**
   * The draft's base (useRecordDraft's third element): after a stale refusal the sheet shows "Changed by {name}
   * meanwhile" with the fields to choose, and the next Save applies the choices and saves on their version.
   */
  readonly conflict?: DraftConflict;
}

type Action = { readonly kind: 'save'; readonly close: boolean } | { readonly kind: 'archive' };

/**
 * The admin kit's editor (spec 3 §2): the bottom sheet with Save, Save and close, and Archive / Unarchive.
 * The form is the caller's and keeps what was typed when a save fails; the failure is said here and in the
 * toast (spec 3 §8, from the command's notice rule).
 */
export const AdminEditorSheet = <Id extends number | string = number>({
  title,
  closeTo,
  editPath,
  recordId,
  editing,
  save,
  archive,
  contentHeight,
  testId,
  mainTab,
  moreTabs,
  readOnly,
  extraActions,
  failureText,
  conflict,
  children,
}: AdminEditorSheetProps<Id>): React.JSX.Element => {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // An action waiting for the render that shows the merged form: its save is made from that form.
  const [pending, setPending] = useState<Action>();

  const attempt = (action: Action): Promise<SaveOutcome<Id>> | undefined =>
    action.kind === 'save' ? save() : archive?.save(toggledArchiveState(archive.state));

  const run = async (action: Action): Promise<void> => {
    if (conflict?.view) {
      const resolved = conflict.resolve();
      if (resolved.ok) setPending(action);
      else setFailure(resolved.message);
      return;
    }
    const started = attempt(action);
    if (!started) return;
    setBusy(true);
    setFailure(undefined);
    const outcome = await started;
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.stale && !conflict)
        setFailure(
          `Not saved: ${changedMeanwhileText(outcome.stale.changedBy)}. What you typed is kept; close and reopen to see their changes.`,
        );
      else if (outcome.stale && conflict) {
        conflict.refused(outcome.stale);
        // An archive refused as stale says so: the comparison alone would read as a refused save.
        if (action.kind === 'archive' && archive)
          setFailure(
            `Not ${toggledArchiveState(archive.state) === 'archived' ? 'archived' : 'unarchived'}: ${changedMeanwhileText(outcome.stale.changedBy)}. Look at their changes, save, then try again.`,
          );
      } else setFailure(`Not saved: ${failureText?.(outcome.reason) ?? outcome.reason}. What you typed is kept.`);
      return;
    }
    conflict?.saved(outcome.version);
    if (action.kind === 'save' && action.close) void navigate(closeTo);
    else if (recordId === undefined) void navigate(editPath(outcome.id), { replace: true });
  };

  useEffect(() => {
    if (!pending) return;
    setPending(undefined);
    void run(pending);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per pending action, with this render's form
  }, [pending]);

  const actions = (
    <>
      {busy && <Spinner size="tiny" label="Saving…" />}
      {extraActions}
      {archive && recordId !== undefined && (
        <Button data-testid={`${testId}-archive`} disabled={busy} onClick={() => void run({ kind: 'archive' })}>
          {archiveAction(archive.state)}
        </Button>
      )}
      <Button
        data-testid={`${testId}-save-close`}
        disabled={busy}
        onClick={() => void run({ kind: 'save', close: true })}
      >
        Save and close
      </Button>
      <Button
        appearance="primary"
        data-testid={`${testId}-save`}
        disabled={busy}
        onClick={() => void run({ kind: 'save', close: false })}
      >
        Save
      </Button>
    </>
  );

  return (
    <BottomSheet
      title={title}
      closeTo={closeTo}
      hasId={recordId !== undefined}
      editing={editing && recordId !== undefined ? { kind: editing, id: String(recordId) } : undefined}
      {...(readOnly ? {} : { actions })}
      {...(contentHeight !== undefined ? { contentHeight } : {})}
      tabs={[
        {
          value: 'main',
          label: mainTab ?? 'Details',
          render: () => (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid={`${testId}-form`}>
              {failure && (
                <MessageBar intent="error" data-testid={`${testId}-failure`}>
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {conflict?.view && (
                <ConflictPanel view={conflict.view} onChoose={conflict.choose} testId={`${testId}-conflict`} />
              )}
              {children}
            </div>
          ),
        },
        ...(moreTabs ?? []),
      ]}
    />
  );
};
