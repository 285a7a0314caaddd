import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  blankInstanceForm,
  InstanceAdminCommands,
  instanceFormOf,
  instanceSavePlan,
  InstanceCommands,
  InstancesAdminQueries,
} from '../../application/instances';
import type { SaveOutcome } from '../../application/admin-kit';
import { AdminEditorSheet, useRecordDraft, useVersionedDelete } from '../admin-kit';
import {
  ConfirmAction,
  ConfirmDialog,
  Loading,
  useObservable,
  useService,
  type ConfirmPrompt,
  useQuery,
} from '../shared';
import { InstanceFormFields } from './instance-form-fields';
import { instancePanelTabs, useInstanceStatus } from './instance-panel';

const base = '/instances';

/** /instances/new and /instances/edit/:id (spec 3 §2.3) in the kit's sheet, keyed by id. */
export const InstanceEditorRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return <InstanceEditor key={id ?? 'new'} id={id === undefined ? undefined : Number(id)} />;
};

/** The Stats tab of an existing instance: the panel's tabs in one (spec 3 §2.3 "Instance and Stats"). */
const StatsTab = ({ id }: { id: number }): React.JSX.Element => {
  useInstanceStatus(id);
  return (
    <>
      {instancePanelTabs(id, true).map((tab) => (
        <div key={tab.value}>{tab.render()}</div>
      ))}
    </>
  );
};

/**
 * Stops the transcoder from its editor (spec 3 §7 "the transcoder stop for an instance", §8): asks 'Stop
 * transcoder?' (spec 1 §8) naming what it serves, then 'Transcoder stopped' or 'Cannot stop transcoder'.
 */
const StopTranscoder = ({ id, title, serving }: { id: number; title: string; serving: string }) => {
  const commands = useService(InstanceCommands);
  return (
    <ConfirmAction
      label="Stop transcoder"
      ariaLabel={`Stop transcoder, ${title}`}
      testId="instance-editor-stop-transcoder"
      appearance="secondary"
      size="medium"
      busyLabel="Stopping"
      prompt={() => ({ question: 'Stop transcoder?', details: `${title}: ${serving}`, confirmLabel: 'Stop' })}
      onConfirm={() => commands.stopTranscoder(id)}
    />
  );
};

type Asking = { readonly prompt: ConfirmPrompt; readonly answer: (yes: boolean) => void } | undefined;

const InstanceEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(InstancesAdminQueries);
  const commands = useService(InstanceAdminCommands);
  const navigate = useNavigate();
  const stored = useQuery(() => queries.instance$(id ?? -1), [queries, id], undefined);
  const canRemove = useObservable(queries.canRemove$, false);
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, instanceFormOf, blankInstanceForm);
  const removal = useVersionedDelete(conflict, 'remove');
  const [asking, setAsking] = useState<Asking>();
  const answered = useRef(false);
  if (!form) return <Loading label="Loading the instance…" />;
  const plan = instanceSavePlan(form, stored);
  const transcoderStop = queries.transcoderStop(stored);

  // Asks in a dialog and resolves with the answer; closing the dialog any other way counts as No.
  const ask = (prompt: ConfirmPrompt): Promise<boolean> =>
    new Promise((resolve) => {
      answered.current = false;
      setAsking({
        prompt,
        answer: (yes) => {
          if (answered.current) return;
          answered.current = true;
          setAsking(undefined);
          resolve(yes);
        },
      });
    });

  const save = (): Promise<SaveOutcome> | undefined => {
    if (plan.kind !== 'save') return undefined;
    if (!plan.confirmChannelChange) return commands.save(plan.instance, conflict.version);
    // "Changing the channel on an instance asks for confirmation that the old channel will be removed" (spec 3 §5).
    const old = queries.channelTitle(stored?.meta.channel) ?? '';
    return ask({
      question: 'Change channel?',
      details: `The instance will be removed from ${old}.`,
      confirmLabel: 'Change channel',
    }).then((yes) =>
      yes ? commands.save(plan.instance, conflict.version) : { ok: false, reason: 'the channel change was cancelled' },
    );
  };

  const remove = async (): Promise<void> => {
    if (id === undefined) return;
    if (!(await ask({ question: 'Remove instance?', details: stored?.title, confirmLabel: 'Remove' }))) return;
    const outcome = await commands.remove(id, removal.version);
    removal.settled(outcome);
    if (outcome.ok) void navigate(`${base}/list`);
  };

  return (
    <AdminEditorSheet
      title={id === undefined ? 'New instance' : `Instance ${stored?.title ?? id}`}
      editing="instances"
      conflict={conflict}
      closeTo={`${base}/list`}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={save}
      testId="instance-editor"
      mainTab="Instance"
      moreTabs={
        id === undefined
          ? []
          : [{ value: 'stats', label: 'Stats', availability: 'edit', render: () => <StatsTab id={id} /> }]
      }
      extraActions={
        <>
          {id !== undefined && stored && transcoderStop && (
            <StopTranscoder id={id} title={stored.title} serving={transcoderStop.serving} />
          )}
          {canRemove && id !== undefined && (
            <Button onClick={() => void remove()} data-testid="instance-editor-remove">
              Remove
            </Button>
          )}
        </>
      }
    >
      {removal.refusal && (
        <MessageBar intent="error" data-testid="instance-editor-not-removed">
          <MessageBarBody>{removal.refusal}</MessageBarBody>
        </MessageBar>
      )}
      {plan.kind === 'refused' && (
        <MessageBar intent="warning">
          <MessageBarBody>{plan.message}</MessageBarBody>
        </MessageBar>
      )}
      <InstanceFormFields form={form} onChange={(patch) => change((current) => ({ ...current, ...patch }))} />
      <ConfirmDialog
        open={asking !== undefined}
        prompt={asking?.prompt}
        testId="instance-editor-question"
        onOpenChange={(open) => {
          if (!open) asking?.answer(false);
        }}
        onConfirm={() => asking?.answer(true)}
      />
    </AdminEditorSheet>
  );
};
