import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Dropdown, Field, Input, Option, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ClipCommands, ClipEditing, ClipsQueries } from '../../application/clips';
import type { Tag, TagType } from '../../domain/clips';
import { useService } from '../shared/services-context';
import { useObservable } from '../shared/use-observable';
import { missingRequiredField, SimpleFormFields, type FormValues } from './simple-form-fields';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

export type TagTarget = { readonly mode: 'create'; readonly streamTime?: number } | { readonly mode: 'update'; readonly tag: Tag };

const noTypes: readonly TagType[] = [];
const withoutTypeKeys = (meta: Readonly<Record<string, unknown>>): FormValues => {
  const { type: _type, type_name: _name, ...rest } = meta;
  return rest;
};

const TagForm = ({ eventUuid, target, onClose }: { eventUuid: string; target: TagTarget; onClose: () => void }): React.JSX.Element => {
  const styles = useStyles();
  const editing = useService(ClipEditing);
  const commands = useService(ClipCommands);
  const types = useObservable(useService(ClipsQueries).tagTypes$, noTypes);
  const tag = target.mode === 'update' ? target.tag : undefined;
  const [typeName, setTypeName] = useState(tag?.meta.type ?? '');
  const type = types.find((candidate) => candidate.type === typeName) ?? (tag ? undefined : types[0]);
  const [streamText, setStreamText] = useState(() => {
    const seconds = tag?.stream_time ?? (target.mode === 'create' ? target.streamTime : undefined);
    return seconds === undefined ? '' : seconds < 0 ? `-${editing.formatStreamTime(-seconds)}` : editing.formatStreamTime(seconds);
  });
  const [values, setValues] = useState<FormValues>(tag ? withoutTypeKeys(tag.meta) : {});
  const [active, setActive] = useState(tag ? tag.state === 'active' : true);
  const [busy, setBusy] = useState(false);
  const streamTime = editing.parseStreamTime(streamText);
  const fields = type?.fields ?? [];
  const invalid = streamTime === undefined || missingRequiredField(fields, values) !== undefined;
  const save = async (): Promise<void> => {
    if (invalid || streamTime === undefined) return;
    setBusy(true);
    const meta = { ...values, ...(type ? { type: type.type, type_name: type.type_name } : {}) };
    const result = await commands.saveTag({ ...(tag ? { uuid: tag.uuid } : {}), event_uuid: eventUuid, stream_time: streamTime, state: active ? 'active' : 'archived', meta });
    setBusy(false);
    if (result.outcome === 'ok') onClose();
  };
  return (
    <DialogBody>
      <DialogTitle>{tag ? 'Edit tag' : 'New tag'}</DialogTitle>
      <DialogContent className={styles.content}>
        <Field label="Type">
          <Dropdown value={type?.type_name ?? ''} selectedOptions={type ? [type.type] : []} onOptionSelect={(_event, data) => setTypeName(data.optionValue ?? '')}>
            {types.map((candidate) => <Option key={candidate.type} value={candidate.type}>{candidate.type_name}</Option>)}
          </Dropdown>
        </Field>
        <Field label="Stream time" hint="[dd:][hh:]mm:ss" validationMessage={streamTime === undefined ? 'Stream time must be [dd:][hh:]mm:ss' : undefined}>
          <Input value={streamText} onChange={(_event, data) => setStreamText(data.value)} placeholder="00:00:00" />
        </Field>
        <SimpleFormFields fields={fields} values={values} onChange={setValues} />
        <Checkbox label="Active" checked={active} onChange={(_event, data) => setActive(data.checked === true)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || invalid} onClick={() => void save()}>Save</Button>
      </DialogActions>
    </DialogBody>
  );
};

/** The tag dialog from the tag_form settings (spec 2 §2, §5): type, stream time, the type's fields, Active. */
export const TagDialog = ({ eventUuid, target, onClose }: { eventUuid: string; target: TagTarget | undefined; onClose: () => void }): React.JSX.Element => (
  <Dialog open={target !== undefined} onOpenChange={(_event, data) => { if (!data.open) onClose(); }}>
    <DialogSurface style={{ width: 480, maxWidth: '95vw' }} aria-label="Tag editor">
      {target && <TagForm eventUuid={eventUuid} target={target} onClose={onClose} />}
    </DialogSurface>
  </Dialog>
);
