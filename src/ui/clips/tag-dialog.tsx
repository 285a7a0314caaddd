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
  Input,
  Option,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useEffectEvent, useState } from 'react';
import { ClipEditing, ClipForms, ClipsQueries, type TagFormSession } from '../../application/clips';
import type { Tag, TagType } from '../../domain/clips';
import { DynamicForm, UploadWaitNote, useFormUploading } from '../forms';
import { useService, useObservable } from '../shared';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

export type TagTarget =
  { readonly mode: 'create'; readonly streamTime?: number } | { readonly mode: 'update'; readonly tag: Tag };

const noTypes: readonly TagType[] = [];

/** A stored tag keeps its type; a new one starts with the first type. */
const typeOf = (types: readonly TagType[], typeName: string, tag: Tag | undefined): TagType | undefined =>
  types.find((candidate) => candidate.type === typeName) ?? (tag ? undefined : types[0]);

/** One form session per opened tag, disposed when the dialog closes. */
const useTagSession = (
  eventUuid: string,
  tag: Tag | undefined,
  type: TagType | undefined,
): TagFormSession | undefined => {
  const forms = useService(ClipForms);
  const [session, setSession] = useState<TagFormSession>();
  // A session opens with the type of the moment; later type changes go through chooseType below.
  const typeNow = useEffectEvent(() => type);
  useEffect(() => {
    const opened = forms.openTag(eventUuid, typeNow(), tag);
    setSession(opened);
    return () => opened.dispose();
  }, [forms, eventUuid, tag]);
  useEffect(() => session?.chooseType(type), [session, type]);
  return session;
};

const TagFields = ({ session }: { session: TagFormSession }): React.JSX.Element => {
  const form = useObservable(session.form$, session.form);
  return <DynamicForm key={session.type?.type ?? ''} form={form} label="Tag fields" fileForm="tag" />;
};

const TagForm = ({
  eventUuid,
  target,
  onClose,
}: {
  eventUuid: string;
  target: TagTarget;
  onClose: () => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const editing = useService(ClipEditing);
  const types = useObservable(useService(ClipsQueries).tagTypes$, noTypes);
  const tag = target.mode === 'update' ? target.tag : undefined;
  const [typeName, setTypeName] = useState(tag?.meta.type ?? '');
  const type = typeOf(types, typeName, tag);
  const session = useTagSession(eventUuid, tag, type);
  const [streamText, setStreamText] = useState(() => {
    const seconds = tag?.stream_time ?? (target.mode === 'create' ? target.streamTime : undefined);
    return seconds === undefined
      ? ''
      : seconds < 0
        ? `-${editing.formatStreamTime(-seconds)}`
        : editing.formatStreamTime(seconds);
  });
  const [active, setActive] = useState(tag ? tag.state === 'active' : true);
  const [busy, setBusy] = useState(false);
  const uploading = useFormUploading('tag');
  const streamTime = editing.parseStreamTime(streamText);
  const save = async (): Promise<void> => {
    if (!session) return;
    setBusy(true);
    const outcome = await session.save({ streamTime, active });
    setBusy(false);
    if (outcome === 'saved') onClose();
  };
  return (
    <DialogBody>
      <DialogTitle>{tag ? 'Edit tag' : 'New tag'}</DialogTitle>
      <DialogContent className={styles.content}>
        <Field label="Type">
          <Dropdown
            value={type?.type_name ?? ''}
            selectedOptions={type ? [type.type] : []}
            onOptionSelect={(_event, data) => setTypeName(data.optionValue ?? '')}
          >
            {types.map((candidate) => (
              <Option key={candidate.type} value={candidate.type}>
                {candidate.type_name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field
          label="Stream time"
          hint="[dd:][hh:]mm:ss"
          validationMessage={streamTime === undefined ? 'Stream time must be [dd:][hh:]mm:ss' : undefined}
        >
          <Input value={streamText} onChange={(_event, data) => setStreamText(data.value)} placeholder="00:00:00" />
        </Field>
        {session && <TagFields session={session} />}
        <Checkbox label="Active" checked={active} onChange={(_event, data) => setActive(data.checked === true)} />
      </DialogContent>
      <DialogActions>
        <UploadWaitNote uploading={uploading} />
        <Button onClick={onClose}>Cancel</Button>
        <Button
          appearance="primary"
          disabled={busy || uploading || session === undefined || streamTime === undefined}
          onClick={() => void save()}
        >
          Save
        </Button>
      </DialogActions>
    </DialogBody>
  );
};

/** The tag dialog from the tag_form settings (spec 2 §2, §5): type, stream time, the type's fields, Active. */
export const TagDialog = ({
  eventUuid,
  target,
  onClose,
}: {
  eventUuid: string;
  target: TagTarget | undefined;
  onClose: () => void;
}): React.JSX.Element => (
  <Dialog
    open={target !== undefined}
    onOpenChange={(_event, data) => {
      if (!data.open) onClose();
    }}
  >
    <DialogSurface style={{ width: 480, maxWidth: '95vw' }} aria-label="Tag editor">
      {target && <TagForm eventUuid={eventUuid} target={target} onClose={onClose} />}
    </DialogSurface>
  </Dialog>
);
