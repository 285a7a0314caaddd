import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import {
  ContentFeed,
  ContentQueries,
  RecordEditing,
  recordFileFields,
  type RecordFile,
  type RecordValues,
} from '../../application/content';
import type { FieldDescribers } from '../../application/editing';
import type { ListData, ListType } from '../../domain/cms';
import { AdminEditorSheet, useDraftConflict } from '../admin-kit';
import { DynamicForm } from '../forms';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { RecordFiles } from './record-files';
import { RecordReadView } from './record-read-view';

/** Where a record editor closes to and where a saved new record moves; /content's unless a screen names its own. */
export interface RecordEditorPaths {
  readonly closeTo: (listId: number) => string;
  readonly edit: (listId: number, dataId: number) => string;
  /** The form's tab label ('Details' unless the screen names it, as the device models' 'Model info'). */
  readonly mainTab?: string;
}

const contentPaths: RecordEditorPaths = {
  closeTo: (listId) => `/content/list/${listId}`,
  edit: (listId, dataId) => `/content/list/${listId}/data/edit/${dataId}`,
};

/**
 * /content/list/{id}/data/new and data/edit/{data_id} (spec 3 §2.4): the record editor in the kit's sheet. The
 * device area's lists (models, locations, series) open the same editor under their own routes.
 */
export const RecordEditorRoute = ({ paths = contentPaths }: { paths?: RecordEditorPaths }): React.JSX.Element => {
  const { id, dataId } = useParams();
  const listId = Number(id);
  const recordId = dataId === undefined ? undefined : Number(dataId);
  const queries = useService(ContentQueries);
  const feed = useService(ContentFeed);
  useEffect(() => feed.open(listId), [feed, listId]);
  const listType = useQuery(() => queries.listType$(listId), [queries, listId], undefined);
  const records = useQuery(() => queries.records$(listId), [queries, listId], undefined);
  const administrator = useObservable(queries.administrator$, undefined);
  const privileges = useQuery(() => queries.privileges$(listId), [queries, listId], undefined);
  const stored = recordId === undefined ? undefined : records?.[recordId];
  // The form is made once what it starts from is known: the list type, the viewer, and the stored record.
  if (!listType || administrator === undefined || !privileges || (recordId !== undefined && !stored))
    return <Loading label="Loading the record…" />;
  return (
    <RecordEditor
      key={dataId ?? 'new'}
      listId={listId}
      listType={listType}
      stored={stored}
      live={stored}
      administrator={administrator}
      editor={privileges.edit}
      paths={paths}
    />
  );
};

interface EditorProps {
  readonly listId: number;
  readonly listType: ListType;
  /** The record as stored when the editor opened (undefined for a new one). */
  readonly stored: ListData | undefined;
  /** The record as it is now: file statuses change while the editor is open. */
  readonly live: ListData | undefined;
  readonly administrator: boolean;
  /** Content editors save (spec 3 §6); anyone else only reads the record. */
  readonly editor: boolean;
  readonly paths: RecordEditorPaths;
}

const noDescribers: FieldDescribers<RecordValues> = {};

const RecordEditor = ({
  listId,
  listType,
  stored,
  live,
  administrator,
  editor,
  paths,
}: EditorProps): React.JSX.Element => {
  const editing = useService(RecordEditing);
  const [form] = useState(() => editing.form(listType, stored, administrator));
  useEffect(() => () => form.dispose(), [form]);
  const [files, setFiles] = useState<readonly RecordFile[]>([]);
  // The form's values, read again on every change, and the record as it is now: a stale save's sides (issue 32 §2).
  useObservable(form.view$, form.view);
  const [opened] = useState(() => form.values);
  // Its choice fields compare by name, as the form shows them ("Stadium TV Ab", not the record's id 41).
  const describers = useQuery(() => editing.describers$(listType), [editing, listType], noDescribers);
  const conflict = useDraftConflict(
    live,
    form.values,
    (record: ListData) => editing.valuesOf(listType, record, opened),
    (values) => editing.applyValues(form, values),
    describers,
  );
  const [saving, setSaving] = useState(false);
  const fileFields = recordFileFields(listType).map((field) => ({ ...field, value: live?.data[field.name] }));
  return (
    <AdminEditorSheet
      title={stored ? `Record ${stored.id}` : 'New record'}
      editing="records"
      closeTo={paths.closeTo(listId)}
      editPath={(saved) => paths.edit(listId, saved)}
      {...(paths.mainTab ? { mainTab: paths.mainTab } : {})}
      {...(stored ? { recordId: stored.id } : {})}
      save={() => {
        const attempt = editing.save(form, listType, listId, live, files, conflict.version);
        if (!attempt) return undefined;
        setSaving(true);
        return attempt.finally(() => {
          setSaving(false);
          setFiles([]);
        });
      }}
      conflict={conflict}
      testId="record-editor"
      readOnly={!editor}
    >
      {editor ? (
        <DynamicForm form={form} label={`${listType.name} record`} disabled={saving} />
      ) : (
        <RecordReadView form={form} listType={listType} />
      )}
      <RecordFiles
        fields={fileFields}
        chosen={files}
        disabled={saving}
        readOnly={!editor}
        onChoose={(field, file) =>
          setFiles((current) => [...current.filter((item) => item.field !== field), ...(file ? [{ field, file }] : [])])
        }
      />
    </AdminEditorSheet>
  );
};
