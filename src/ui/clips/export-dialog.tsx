import {
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
import { ClipForms, type ExportFormSession, type ExportTarget } from '../../application/clips';
import { DynamicForm, UploadWaitNote, useFormUploading } from '../forms';
import { useService, useObservable } from '../shared';

export type { ExportTarget } from '../../application/clips';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  qualities: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** One form session per opened export, disposed when the dialog closes. */
const useExportSession = (target: ExportTarget): ExportFormSession | undefined => {
  const forms = useService(ClipForms);
  const [session, setSession] = useState<ExportFormSession>();
  useEffect(() => {
    const opened = forms.openExport(target);
    setSession(opened);
    return () => opened.dispose();
  }, [forms, target]);
  return session;
};

const ExportFields = ({ session, onClose }: { session: ExportFormSession; onClose: () => void }): React.JSX.Element => {
  const styles = useStyles();
  const { row, form } = session.target;
  const selected = useObservable(session.selected$, session.selected);
  const qualityError = useObservable(session.qualityError$, session.qualityError);
  const [busy, setBusy] = useState(false);
  const uploading = useFormUploading('export');
  const submit = async (): Promise<void> => {
    setBusy(true);
    // Every configuration is exported and reported on its own; the dialog closes either way (spec 2 §4).
    const outcome = await session.submit();
    setBusy(false);
    if (outcome !== 'invalid') onClose();
  };
  return (
    <>
      <DialogContent className={styles.content}>
        {!form.hide_quality_selector && (
          <Field label="Qualities">
            <div className={styles.qualities} role="group" aria-label="Qualities">
              {row.qualities.map((quality) => (
                <Checkbox
                  key={quality.uuid}
                  label={`${quality.label}${(form.required_qualities ?? []).includes(quality.name) ? ' (required)' : ''}`}
                  checked={selected.includes(quality.name)}
                  onChange={(_event, data) => session.select(quality.name, data.checked === true)}
                  data-quality={quality.name}
                />
              ))}
            </div>
          </Field>
        )}
        {qualityError && (
          <MessageBar intent="warning">
            <MessageBarBody>{qualityError}</MessageBarBody>
          </MessageBar>
        )}
        <DynamicForm form={session.form} label="Export fields" disabled={busy} fileForm="export" />
      </DialogContent>
      <DialogActions>
        <UploadWaitNote uploading={uploading} />
        <Button onClick={onClose}>Cancel</Button>
        <Button
          appearance="primary"
          disabled={busy || uploading || qualityError !== undefined}
          onClick={() => void submit()}
        >
          Export
        </Button>
      </DialogActions>
    </>
  );
};

const ExportBody = ({ target, onClose }: { target: ExportTarget; onClose: () => void }): React.JSX.Element => {
  const session = useExportSession(target);
  return (
    <DialogBody>
      <DialogTitle>{`Export ${target.row.title} (${target.form.title})`}</DialogTitle>
      {session && <ExportFields session={session} onClose={onClose} />}
    </DialogBody>
  );
};

/** The export dialog, 800 wide, driven by an export_form setting (spec 2 §2, §3, §5). */
export const ExportDialog = ({
  target,
  onClose,
}: {
  target: ExportTarget | undefined;
  onClose: () => void;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(_event, data) => {
        if (!data.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface} aria-label="Export clip">
        {target && <ExportBody key={`${target.row.key}:${target.form.id}`} target={target} onClose={onClose} />}
      </DialogSurface>
    </Dialog>
  );
};
