import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ClipCommands, ClipsQueries } from '../../application/clips';
import type { ExportForm } from '../../domain/clips';
import { useService, useObservable } from '../shared';
import { useQuery } from './use-event-clips';

const useStyles = makeStyles({
  surface: { width: '800px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});
const noForms: readonly ExportForm[] = [];

const Compilation = ({ eventUuid, onClose }: { eventUuid: string; onClose: () => void }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(ClipsQueries);
  const commands = useService(ClipCommands);
  const forms = useObservable(queries.exportForms$, noForms);
  const cuts = useQuery(() => queries.readyCuts$(eventUuid), [queries, eventUuid], []);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [formId, setFormId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const form = forms.find((candidate) => candidate.id === formId) ?? forms[0];
  const submit = async (): Promise<void> => {
    if (!form) return;
    setBusy(true);
    const clipUuids = cuts.filter((cut) => chosen.includes(cut.key)).map((cut) => cut.clipUuid);
    await commands.exportClips(form, {
      clip_uuids: clipUuids,
      event_uuid: eventUuid,
      form_data: {},
      meta: { title: 'MTV compilation', mtv_special: true },
    });
    setBusy(false);
    onClose();
  };
  return (
    <DialogBody>
      <DialogTitle>MTV compilation</DialogTitle>
      <DialogContent className={styles.content}>
        <Field label="Export form">
          <Dropdown
            value={form?.title ?? ''}
            selectedOptions={form ? [String(form.id)] : []}
            onOptionSelect={(_event, data) => setFormId(Number(data.optionValue))}
          >
            {forms.map((candidate) => (
              <Option key={candidate.id} value={String(candidate.id)}>
                {candidate.title}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <div role="group" aria-label="Clips of the compilation">
          {cuts.map((cut) => (
            <Checkbox
              key={cut.key}
              label={cut.title}
              checked={chosen.includes(cut.key)}
              onChange={(_event, data) =>
                setChosen((current) =>
                  data.checked === true ? [...current, cut.key] : current.filter((key) => key !== cut.key),
                )
              }
            />
          ))}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || !form || chosen.length === 0} onClick={() => void submit()}>
          Export
        </Button>
      </DialogActions>
    </DialogBody>
  );
};

/** mtv_special_import: one export of several ready clips, flagged mtv_special (spec 2 §6). */
export const MtvCompilationButton = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>MTV compilation</Button>
      <Dialog open={open} onOpenChange={(_event, data) => setOpen(data.open)}>
        <DialogSurface className={styles.surface} aria-label="MTV compilation">
          {open && <Compilation eventUuid={eventUuid} onClose={() => setOpen(false)} />}
        </DialogSurface>
      </Dialog>
    </>
  );
};
