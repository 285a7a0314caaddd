import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { archiveAction, toggledArchiveState, type SaveOutcome } from '../../application/admin-kit';
import type { ArchiveState } from '../../domain/groups';
import { BottomSheet, type BottomSheetTab } from '../bottom-sheet';

export interface AdminEditorSheetProps {
  readonly title: string;
  /** The list route: closing goes there (spec 3 §2). */
  readonly closeTo: string;
  /** The edit route of a record, where Save on a new one moves (spec 3 §2.2). */
  readonly editPath: (id: number) => string;
  /** Undefined for a new record. */
  readonly recordId?: number;
  /** Saves the form as it is; undefined when the form itself refused (its messages are shown in it). */
  readonly save: () => Promise<SaveOutcome> | undefined;
  /** Records with a state offer Archive / Unarchive, which set the state and save (spec 3 §4). */
  readonly archive?: { readonly state: ArchiveState; readonly save: (state: ArchiveState) => Promise<SaveOutcome> };
  /** 600 px for devices and billing (spec 3 §2); 532 px otherwise. */
  readonly contentHeight?: number;
  readonly testId: string;
  readonly children: ReactNode;
  /** The form tab's label where the spec names it (the instance editor's 'Instance'); 'Details' otherwise. */
  readonly mainLabel?: string;
  /** Tabs after the form's (the instance editor's Stats, spec 3 §2.3). */
  readonly extraTabs?: readonly BottomSheetTab[];
  /** Actions before Save (the instance editor's Remove). */
  readonly extraActions?: ReactNode;
}

/**
 * The admin kit's editor (spec 3 §2): the bottom sheet with Save, Save and close, and Archive / Unarchive.
 * The form is the caller's and keeps what was typed when a save fails; the failure is said here and in the
 * toast (spec 3 §8, from the command's notice rule).
 */
export const AdminEditorSheet = ({
  title,
  closeTo,
  editPath,
  recordId,
  save,
  archive,
  contentHeight,
  testId,
  children,
  mainLabel = 'Details',
  extraTabs = [],
  extraActions,
}: AdminEditorSheetProps): React.JSX.Element => {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const run = async (attempt: Promise<SaveOutcome> | undefined, close: boolean): Promise<void> => {
    if (!attempt) return;
    setBusy(true);
    setFailure(undefined);
    const outcome = await attempt;
    setBusy(false);
    if (!outcome.ok) {
      setFailure(`Not saved: ${outcome.reason}. What you typed is kept.`);
      return;
    }
    if (close) void navigate(closeTo);
    else if (recordId === undefined) void navigate(editPath(outcome.id), { replace: true });
  };

  const actions = (
    <>
      {busy && <Spinner size="tiny" label="Saving…" />}
      {extraActions}
      {archive && recordId !== undefined && (
        <Button
          data-testid={`${testId}-archive`}
          disabled={busy}
          onClick={() => void run(archive.save(toggledArchiveState(archive.state)), false)}
        >
          {archiveAction(archive.state)}
        </Button>
      )}
      <Button data-testid={`${testId}-save-close`} disabled={busy} onClick={() => void run(save(), true)}>
        Save and close
      </Button>
      <Button
        appearance="primary"
        data-testid={`${testId}-save`}
        disabled={busy}
        onClick={() => void run(save(), false)}
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
      actions={actions}
      {...(contentHeight !== undefined ? { contentHeight } : {})}
      tabs={[
        {
          value: 'main',
          label: mainLabel,
          render: () => (
            <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid={`${testId}-form`}>
              {failure && (
                <MessageBar intent="error" data-testid={`${testId}-failure`}>
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
              {children}
            </div>
          ),
        },
        ...extraTabs,
      ]}
    />
  );
};
