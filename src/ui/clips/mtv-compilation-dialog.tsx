import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ClipForms, ClipsQueries, type CompilationFormSession } from '../../application/clips';
import type { ExportForm } from '../../domain/clips';
import { DynamicForm } from '../forms';
import { useObservable, useQuery, useService } from '../shared';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Shown instead of the form when no mtv_special_export record exists (an administrator adds one). */
export const missingMtvExportText =
  'No MTV export is set up: an administrator adds an export_form setting named mtv_special_export.';

/** One form session per opened dialog, disposed when it closes. */
const useCompilationSession = (eventUuid: string, form: ExportForm): CompilationFormSession | undefined => {
  const forms = useService(ClipForms);
  const [session, setSession] = useState<CompilationFormSession>();
  useEffect(() => {
    const opened = forms.openCompilation(eventUuid, form);
    setSession(opened);
    return () => opened.dispose();
  }, [forms, eventUuid, form]);
  return session;
};

const Compilation = ({
  eventUuid,
  form,
  onClose,
}: {
  eventUuid: string;
  form: ExportForm;
  onClose: () => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ClipsQueries);
  const session = useCompilationSession(eventUuid, form);
  const cuts = useQuery(() => queries.readyCuts$(eventUuid), [queries, eventUuid], []);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async (): Promise<void> => {
    if (!session) return;
    setBusy(true);
    const clipUuids = cuts.filter((cut) => chosen.includes(cut.key)).map((cut) => cut.clipUuid);
    const outcome = await session.submit(clipUuids);
    setBusy(false);
    if (outcome !== 'invalid') onClose();
  };
  return (
    <>
      <DialogContent className={styles.content}>
        <Field label="Export form">
          <Body1 data-testid="mtv-export-form">{form.title}</Body1>
        </Field>
        <Field label="Clips of the compilation">
          <div role="group" aria-label="Clips of the compilation">
            {cuts.length === 0 && <Body1>No clip has the qualities this export needs ready yet.</Body1>}
            {cuts.map((cut) => (
              <Checkbox
                key={cut.key}
                label={cut.quality ? `${cut.title} (${cut.quality})` : cut.title}
                checked={chosen.includes(cut.key)}
                onChange={(_event, data) =>
                  setChosen((current) =>
                    data.checked === true ? [...current, cut.key] : current.filter((key) => key !== cut.key),
                  )
                }
              />
            ))}
          </div>
        </Field>
        {session && <DynamicForm form={session.form} label="Export fields" disabled={busy} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || !session || chosen.length === 0} onClick={() => void submit()}>
          Export
        </Button>
      </DialogActions>
    </>
  );
};

const CompilationBody = ({ eventUuid, onClose }: { eventUuid: string; onClose: () => void }): React.JSX.Element => {
  const form = useObservable(useService(ClipsQueries).mtvExportForm$, undefined);
  return (
    <DialogBody>
      <DialogTitle>MTV compilation</DialogTitle>
      {form ? (
        <Compilation eventUuid={eventUuid} form={form} onClose={onClose} />
      ) : (
        <>
          <DialogContent>
            <MessageBar intent="warning">
              <MessageBarBody>{missingMtvExportText}</MessageBarBody>
            </MessageBar>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </DialogBody>
  );
};

/** mtv_special_import: one export of several ready clips on the mtv_special_export form (spec 2 §3, §6). */
export const MtvCompilationButton = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>MTV compilation</Button>
      <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DialogSurface className={styles.surface} aria-label="MTV compilation">
          {open && <CompilationBody eventUuid={eventUuid} onClose={() => setOpen(false)} />}
        </DialogSurface>
      </Dialog>
    </>
  );
};
