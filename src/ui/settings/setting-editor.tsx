import { Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useState } from 'react';
import {
  blankSettingForm,
  settingFormOf,
  settingSavePlan,
  SettingsAreaCommands,
  SettingsAreaQueries,
  type SettingForm,
} from '../../application/settings';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useService, useQuery } from '../shared';
import { SettingValueEditor } from './setting-value-editor';
import { SettingsRecordRoute } from './settings-record-route';

const base = '/settings/settings';

/** /settings/settings/new and edit/:id (spec 3 §2.2, §3 Setting) in the kit's sheet. */
export const SettingEditorRoute = (): React.JSX.Element => (
  <SettingsRecordRoute
    table="settings"
    noun="setting"
    base={base}
    testId="setting-editor"
    editor={(id) => <SettingEditor key={id ?? 'new'} id={id} />}
  />
);

const SettingEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const commands = useService(SettingsAreaCommands);
  const stored = useQuery(() => queries.setting$(id ?? -1), [queries, id], undefined);
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, settingFormOf, blankSettingForm);
  const [refusal, setRefusal] = useState<string>();
  if (!form) return <Loading label="Loading the setting…" />;
  const update = (next: SettingForm): void => change(() => next);
  const save = () => {
    const plan = settingSavePlan(form, stored);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveSetting(plan.draft, conflict.version);
  };
  const types = queries.settingTypes.includes(form.type) ? queries.settingTypes : [form.type, ...queries.settingTypes];
  return (
    <AdminEditorSheet
      title={id === undefined ? 'New setting' : `Setting ${stored?.name ?? id}`}
      editing="settings"
      conflict={conflict}
      closeTo={base}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={save}
      testId="setting-editor"
    >
      {refusal && (
        <MessageBar intent="warning" data-testid="setting-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
        <Field label="Name" required hint={id !== undefined ? 'Fixed once saved.' : undefined}>
          <Input
            value={form.name}
            readOnly={id !== undefined}
            data-testid="setting-name"
            onChange={(_, data) => update({ ...form, name: data.value })}
          />
        </Field>
        <Field label="Title">
          <Input
            value={form.title}
            data-testid="setting-title"
            onChange={(_, data) => update({ ...form, title: data.value })}
          />
        </Field>
        <Field label="Type">
          <Select
            value={form.type}
            data-testid="setting-type"
            onChange={(_, data) => update({ ...form, type: data.value })}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <SettingValueEditor form={form} onChange={update} />
    </AdminEditorSheet>
  );
};
