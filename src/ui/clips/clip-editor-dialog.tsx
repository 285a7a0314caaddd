import {
  Button,
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
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { ClipCommands, ClipEditing, type ClipGroupRow } from '../../application/clips';
import type { ClipType } from '../../domain/clips';
import { useService } from '../shared';

const useStyles = makeStyles({
  surface: { width: '350px', maxWidth: '95vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A new cut from the video editor's in and out points, or an existing clip's meta. */
export type ClipEditorTarget =
  | { readonly mode: 'create'; readonly eventUuid: string; readonly start?: number; readonly end?: number }
  | { readonly mode: 'update'; readonly row: ClipGroupRow };

interface EditorProps {
  readonly target: ClipEditorTarget;
  readonly isAdmin: boolean;
  readonly onClose: () => void;
  /** The uuids of the clips a create made: the editor opens the newest once it is ready (spec 2 §4). */
  readonly onCreated?: (clipUuids: readonly string[]) => void;
}

const ClipEditorForm = ({ target, isAdmin, onClose, onCreated }: EditorProps): React.JSX.Element => {
  const styles = useStyles();
  const editing = useService(ClipEditing);
  const commands = useService(ClipCommands);
  const head = target.mode === 'update' ? target.row.head : undefined;
  const [title, setTitle] = useState(head?.meta.title ?? '');
  const [description, setDescription] = useState(head?.meta.description ?? '');
  const [tags, setTags] = useState(head?.meta.tags ?? '');
  const [clipType, setClipType] = useState<ClipType>(head?.meta.clip_type ?? 'none');
  const [busy, setBusy] = useState(false);
  const start = target.mode === 'create' ? target.start : head?.start_time;
  const end = target.mode === 'create' ? target.end : head?.end_time;
  const error = editing.clipError({
    title,
    ...(start !== undefined ? { start } : {}),
    ...(end !== undefined ? { end } : {}),
  });
  const save = async (): Promise<void> => {
    if (error !== undefined || busy || start === undefined || end === undefined) return;
    setBusy(true);
    const eventUuid = target.mode === 'create' ? target.eventUuid : target.row.eventUuid;
    const meta = { title: title.trim(), description, clip_type: clipType, ...(isAdmin ? { tags } : {}) };
    const { result, clipUuids } = await commands.saveClip({
      ...(head ? { uuid: head.uuid } : {}),
      event_uuid: eventUuid,
      start_time: start,
      end_time: end,
      meta,
    });
    setBusy(false);
    if (result.outcome !== 'ok') return;
    if (target.mode === 'create') onCreated?.(clipUuids);
    onClose();
  };
  const onKeyDown = (event: React.KeyboardEvent): void => {
    // Alt+S saves while this dialog is open (spec 2 §2).
    if (editing.resolveShortcut(event, { save: true, tag: false, export: false }) !== 'saveClip') return;
    event.preventDefault();
    void save();
  };
  return (
    <DialogBody onKeyDown={onKeyDown}>
      <DialogTitle>{target.mode === 'create' ? 'New clip' : 'Edit clip'}</DialogTitle>
      <DialogContent className={styles.content}>
        <Field label="In / out">{`${start === undefined ? '–' : editing.formatStreamTime(start)} – ${end === undefined ? '–' : editing.formatStreamTime(end)}`}</Field>
        <Field label="Title" required validationMessage={error}>
          <Input value={title} onChange={(_event, data) => setTitle(data.value)} autoFocus />
        </Field>
        <Field label="Description">
          <Textarea value={description} onChange={(_event, data) => setDescription(data.value)} />
        </Field>
        {isAdmin && (
          <Field label="Tags">
            <Input value={tags} onChange={(_event, data) => setTags(data.value)} />
          </Field>
        )}
        <Field label="Clip type">
          <Dropdown
            value={clipType}
            selectedOptions={[clipType]}
            onOptionSelect={(_event, data) => setClipType((data.optionValue ?? 'none') as ClipType)}
          >
            {editing.clipTypes.map((type) => (
              <Option key={type} value={type}>
                {type}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button appearance="primary" disabled={busy || error !== undefined} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </DialogBody>
  );
};

/** The clip editor dialog, 350 wide (spec 2 §2): title, description, tags (admin only), clip type. */
export const ClipEditorDialog = ({
  target,
  ...rest
}: Omit<EditorProps, 'target'> & { target: ClipEditorTarget | undefined }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(_event, data) => {
        if (!data.open) rest.onClose();
      }}
    >
      <DialogSurface className={styles.surface} aria-label="Clip editor">
        {target && <ClipEditorForm target={target} {...rest} />}
      </DialogSurface>
    </Dialog>
  );
};
