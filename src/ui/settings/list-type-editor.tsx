import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import {
  blankListTypeForm,
  listTypeFormOf,
  listTypeSavePlan,
  newListField,
  SettingsAreaCommands,
  SettingsAreaQueries,
  type ListTypeForm,
} from '../../application/settings';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { ChoiceList } from './choice-list';
import { ListFieldEditor } from './list-field-editor';
import { SettingsRecordRoute } from './settings-record-route';

const base = '/settings/list_types';

/** /settings/list_types/new and edit/:id (spec 3 §3 List type, §6) in the kit's sheet. */
export const ListTypeEditorRoute = (): React.JSX.Element => (
  <SettingsRecordRoute
    table="list_types"
    noun="list type"
    base={base}
    testId="list-type-editor"
    editor={(id) => <ListTypeEditor key={id ?? 'new'} id={id} />}
  />
);

const ListTypeEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const commands = useService(SettingsAreaCommands);
  const stored = useQuery(() => queries.listType$(id ?? -1), [queries, id], undefined);
  const uploads = useObservable(queries.uploadConfigs$, []);
  const developer = useObservable(queries.seesSystemListTypes$, false);
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, listTypeFormOf, blankListTypeForm);
  const [refusal, setRefusal] = useState<string>();
  if (!form) return <Loading label="Loading the list type…" />;
  const update = (fields: Partial<ListTypeForm>): void => change((current) => ({ ...current, ...fields }));
  const save = () => {
    const plan = listTypeSavePlan(form, id, stored, developer);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveListType(plan.draft, conflict.version);
  };
  return (
    <AdminEditorSheet
      title={id === undefined ? 'New list type' : `List type ${stored?.name ?? id}`}
      editing="list_types"
      conflict={conflict}
      closeTo={base}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={save}
      testId="list-type-editor"
    >
      {refusal && (
        <MessageBar intent="warning" data-testid="list-type-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          gap: 12,
          alignItems: 'end',
        }}
      >
        <Field label="Name" required>
          <Input value={form.name} data-testid="list-type-name" onChange={(_, data) => update({ name: data.value })} />
        </Field>
        <Field label="Upload configuration">
          <Select value={form.uploadConfig} onChange={(_, data) => update({ uploadConfig: data.value })}>
            <option value="">None</option>
            {uploads.map((upload) => (
              <option key={upload.key} value={String(upload.key)}>
                {upload.label}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label="JSON import"
          checked={form.importJson}
          onChange={(_, data) => update({ importJson: data.checked === true })}
        />
        {developer && (
          <Checkbox
            label="System (developers only)"
            checked={form.system}
            onChange={(_, data) => update({ system: data.checked === true })}
          />
        )}
      </div>
      <ChoiceList
        label="Table columns (list fields)"
        choices={form.fields.map((field) => ({ key: field.name, label: field.title || field.name }))}
        selected={form.listFields}
        onChange={(listFields) => update({ listFields })}
        testId="list-type-list-fields"
      />
      <Text weight="semibold">{`Fields (${form.fields.length})`}</Text>
      {form.fields.map((field, index) => (
        <ListFieldEditor
          key={index}
          field={field}
          index={index}
          onChange={(next) => update({ fields: form.fields.map((current, at) => (at === index ? next : current)) })}
          onRemove={() => update({ fields: form.fields.filter((_, at) => at !== index) })}
        />
      ))}
      <div>
        <Button
          data-testid="list-type-add-field"
          onClick={() => update({ fields: [...form.fields, newListField(form.fields.length)] })}
        >
          Add field
        </Button>
      </div>
    </AdminEditorSheet>
  );
};
