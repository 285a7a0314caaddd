import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, MessageBar, MessageBarBody, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ClipCommands, ClipEditing, type ClipGroupRow } from '../../application/clips';
import type { ExportForm } from '../../domain/clips';
import { useService } from '../shared/services-context';
import { missingRequiredField, SimpleFormFields, type FormValues } from './simple-form-fields';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  qualities: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface ExportTarget {
  readonly row: ClipGroupRow;
  readonly form: ExportForm;
  /** An MTV compilation export (spec 2 §6 mtv_special_import). */
  readonly mtvSpecial?: boolean;
}

const ExportForm = ({ target, onClose }: { target: ExportTarget; onClose: () => void }): React.JSX.Element => {
  const styles = useStyles();
  const editing = useService(ClipEditing);
  const commands = useService(ClipCommands);
  const { row, form } = target;
  const available = row.qualities.map((quality) => quality.name);
  const [selected, setSelected] = useState<readonly string[]>(() => editing.preselected(available, form));
  const [values, setValues] = useState<FormValues>({ title: row.title });
  const [busy, setBusy] = useState(false);
  const qualityError = editing.exportError(selected, form);
  const fieldMissing = missingRequiredField(form.fields, values);
  const toggle = (name: string, checked: boolean): void => setSelected((current) => (checked ? [...current, name] : current.filter((item) => item !== name)));
  const submit = async (): Promise<void> => {
    setBusy(true);
    const clipUuids = row.qualities.filter((quality) => selected.includes(quality.name)).map((quality) => quality.uuid);
    const title = typeof values.title === 'string' && values.title !== '' ? values.title : row.title;
    // Every configuration is exported and reported on its own; the dialog closes either way (spec 2 §4).
    await commands.exportClips(form, { clip_uuids: clipUuids, event_uuid: row.eventUuid, form_data: values, meta: { title, ...(target.mtvSpecial ? { mtv_special: true } : {}) } });
    setBusy(false);
    onClose();
  };
  return (
    <DialogBody>
      <DialogTitle>{`Export ${row.title} (${form.title})`}</DialogTitle>
      <DialogContent className={styles.content}>
        {!form.hide_quality_selector && (
          <Field label="Qualities">
            <div className={styles.qualities} role="group" aria-label="Qualities">
              {row.qualities.map((quality) => (
                <Checkbox key={quality.uuid} label={`${quality.label}${(form.required_qualities ?? []).includes(quality.name) ? ' (required)' : ''}`}
                  checked={selected.includes(quality.name)} onChange={(_event, data) => toggle(quality.name, data.checked === true)} data-quality={quality.name} />
              ))}
            </div>
          </Field>
        )}
        {qualityError && <MessageBar intent="warning"><MessageBarBody>{qualityError}</MessageBarBody></MessageBar>}
        <SimpleFormFields fields={form.fields} values={values} onChange={setValues} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || qualityError !== undefined || fieldMissing !== undefined} onClick={() => void submit()}>Export</Button>
      </DialogActions>
    </DialogBody>
  );
};

/** The export dialog, 800 wide, driven by an export_form setting (spec 2 §2, §3, §5). */
export const ExportDialog = ({ target, onClose }: { target: ExportTarget | undefined; onClose: () => void }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Dialog open={target !== undefined} onOpenChange={(_event, data) => { if (!data.open) onClose(); }}>
      <DialogSurface className={styles.surface} aria-label="Export clip">
        {target && <ExportForm key={`${target.row.key}:${target.form.id}`} target={target} onClose={onClose} />}
      </DialogSurface>
    </Dialog>
  );
};
