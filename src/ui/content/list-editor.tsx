import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  blankListForm,
  ContentCommands,
  ContentQueries,
  contentListCategories,
  listFormOf,
  listSavePlan,
  type ListForm,
} from '../../application/content';
import { AdminEditorSheet, useRecordDraft, useVersionedDelete } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { CheckList } from './check-list';
import { ConfirmDelete } from './confirm-delete';

/** /content/list/{id}/new (spec 3 §2.4): a new list, from whichever list is open. */
export const NewListRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return <ListEditor key="new" current={id ?? 'default'} id={undefined} />;
};

/** /content/list/{id}/edit: the open list in the kit's sheet. */
export const EditListRoute = (): React.JSX.Element => {
  const { id } = useParams();
  const listId = Number(id);
  return <ListEditor key={id} current={id ?? 'default'} id={Number.isSafeInteger(listId) ? listId : undefined} />;
};

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 12,
  alignItems: 'end',
} as const;

const ListEditor = ({ id, current }: { id: number | undefined; current: string }): React.JSX.Element => {
  const queries = useService(ContentQueries);
  const commands = useService(ContentCommands);
  const navigate = useNavigate();
  const stored = useQuery(() => queries.list$(id ?? -1), [queries, id], undefined);
  const privileges = useQuery(() => queries.privileges$(id ?? -1), [queries, id], undefined);
  const listTypes = useObservable(queries.listTypeChoices$, []);
  const groups = useObservable(queries.groupChoices$, []);
  const lists = useObservable(queries.lists$, []);
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, listFormOf, blankListForm);
  const removal = useVersionedDelete(conflict, 'delete');
  const [refusal, setRefusal] = useState<string>();
  const [asking, setAsking] = useState(false);
  if (!form || !privileges) return <Loading label="Loading the list…" />;
  const update = (fields: Partial<ListForm>): void => change((draft) => ({ ...draft, ...fields }));
  const closeTo = `/content/list/${id ?? current}`;
  const save = () => {
    const plan = listSavePlan(form, id, stored, privileges);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveList(plan.draft, conflict.version);
  };
  return (
    <AdminEditorSheet
      title={id === undefined ? 'New list' : `List ${stored?.name ?? id}`}
      editing="lists"
      conflict={conflict}
      closeTo={closeTo}
      editPath={(saved) => `/content/list/${saved}/edit`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={save}
      testId="list-editor"
    >
      {removal.refusal && (
        <MessageBar intent="error" data-testid="list-not-deleted">
          <MessageBarBody>{removal.refusal}</MessageBarBody>
        </MessageBar>
      )}
      {refusal && (
        <MessageBar intent="warning" data-testid="list-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <div style={grid}>
        <Field label="Name" required>
          <Input value={form.name} data-testid="list-name" onChange={(_, data) => update({ name: data.value })} />
        </Field>
        <Field label="Category">
          <Select
            value={form.category}
            data-testid="list-category"
            onChange={(_, data) => update({ category: data.value })}
          >
            <option value="">None</option>
            {contentListCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="List type" required>
          <Select
            value={form.listType}
            data-testid="list-type"
            onChange={(_, data) => update({ listType: data.value })}
          >
            <option value="">Choose a list type</option>
            {listTypes.map((type) => (
              <option key={type.key} value={String(type.key)}>
                {type.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Parent list">
          <Select
            value={form.parentList}
            data-testid="list-parent"
            onChange={(_, data) => update({ parentList: data.value })}
          >
            <option value="">None</option>
            {lists
              .filter((list) => list.id !== id)
              .map((list) => (
                <option key={list.id} value={String(list.id)}>
                  {list.name}
                </option>
              ))}
          </Select>
        </Field>
        {privileges.editListUuid && (
          <Field label="UUID" hint="8-4-4-4-12 hexadecimal digits, or empty">
            <Input value={form.uuid} data-testid="list-uuid" onChange={(_, data) => update({ uuid: data.value })} />
          </Field>
        )}
        {privileges.seeSystemLists && (
          <Checkbox
            label="System (developers only)"
            checked={form.system}
            onChange={(_, data) => update({ system: data.checked === true })}
          />
        )}
        <Checkbox
          label="Notify"
          checked={form.notify}
          data-testid="list-notify"
          onChange={(_, data) => update({ notify: data.checked === true })}
        />
      </div>
      <CheckList
        label="Groups"
        choices={groups}
        selected={form.groups}
        onChange={(selected) => update({ groups: selected })}
        testId="list-groups"
      />
      {privileges.editNotifiers && (
        <Field label="Notifiers" hint="A JSON list of notifier objects (video-on-demand, event, EPG)">
          <Textarea
            value={form.notifiers}
            resize="vertical"
            data-testid="list-notifiers"
            onChange={(_, data) => update({ notifiers: data.value })}
          />
        </Field>
      )}
      {id !== undefined && (
        <div style={{ display: 'flex', gap: 8 }}>
          {privileges.runNotify && (
            <Button data-testid="list-run-notify" onClick={() => void commands.notify(id)}>
              Run notify
            </Button>
          )}
          <Button data-testid="list-delete" onClick={() => setAsking(true)}>
            Delete list
          </Button>
          <ConfirmDelete
            question={asking ? `Delete the list ${stored?.name ?? id} and all its records?` : undefined}
            onAnswer={(confirmed) => {
              setAsking(false);
              if (confirmed)
                void commands.deleteList(id, removal.version).then((outcome) => {
                  removal.settled(outcome);
                  return outcome.ok ? navigate('/content/list/default') : undefined;
                });
            }}
          />
        </div>
      )}
    </AdminEditorSheet>
  );
};
