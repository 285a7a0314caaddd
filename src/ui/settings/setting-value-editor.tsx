import { Field, Input, Text, Textarea } from '@fluentui/react-components';
import {
  epgTemplateHelp,
  settingListIdKeys,
  settingValueEditor,
  settingValueObject,
  withValueKey,
  type SettingForm,
} from '../../application/settings';

export interface SettingValueEditorProps {
  readonly form: SettingForm;
  readonly onChange: (form: SettingForm) => void;
}

const JsonValue = ({ form, onChange, label }: SettingValueEditorProps & { label: string }): React.JSX.Element => (
  <Field label={label}>
    <Textarea
      rows={10}
      value={form.valueText}
      data-testid="setting-value"
      style={{ fontFamily: 'monospace' }}
      onChange={(_, data) => onChange({ ...form, valueText: data.value })}
    />
  </Field>
);

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** external_notifier: module and form, and for EPG the XML template with its placeholder help (spec 3 §3). */
const NotifierValue = ({ form, onChange }: SettingValueEditorProps): React.JSX.Element => {
  const value = settingValueObject(form);
  const module = textOf(value.module);
  const formText = JSON.stringify(value.form ?? [], null, 2);
  return (
    <>
      <Field label="Module">
        <Input
          value={module}
          data-testid="setting-module"
          onChange={(_, data) => onChange(withValueKey(form, 'module', data.value))}
        />
      </Field>
      <Field label="Form (field definitions, JSON)" hint="A list of fields: name, title, type.">
        <Textarea
          rows={6}
          defaultValue={formText}
          style={{ fontFamily: 'monospace' }}
          data-testid="setting-notifier-form"
          onBlur={(event) => {
            try {
              onChange(withValueKey(form, 'form', JSON.parse(event.currentTarget.value)));
            } catch {
              // Left as typed: the JSON view below shows the stored form, and Save sends only valid JSON.
            }
          }}
        />
      </Field>
      {module.toUpperCase() === 'EPG' && (
        <Field label="XML template">
          <Textarea
            rows={6}
            value={textOf(value.template)}
            style={{ fontFamily: 'monospace' }}
            data-testid="setting-template"
            onChange={(_, data) => onChange(withValueKey(form, 'template', data.value))}
          />
          <dl aria-label="Template placeholders" data-testid="setting-template-help" style={{ margin: '8px 0 0' }}>
            {epgTemplateHelp.map((entry) => (
              <div key={entry.placeholder} style={{ display: 'flex', gap: 8 }}>
                <dt style={{ fontFamily: 'monospace', minWidth: 220 }}>{entry.placeholder}</dt>
                <dd style={{ margin: 0 }}>
                  <Text>{entry.meaning}</Text>
                </dd>
              </div>
            ))}
          </dl>
        </Field>
      )}
    </>
  );
};

/** billing_config and developer_config: the ids of the lists they point at (spec 3 §3). */
const ListIdsValue = ({ form, onChange }: SettingValueEditorProps): React.JSX.Element => {
  const value = settingValueObject(form);
  return (
    <>
      {(settingListIdKeys[form.type] ?? []).map((key) => (
        <Field key={key} label={key}>
          <Input
            type="number"
            value={value[key] === undefined ? '' : String(value[key])}
            data-testid={`setting-${key}`}
            onChange={(_, data) =>
              onChange(withValueKey(form, key, data.value === '' ? undefined : Number(data.value)))
            }
          />
        </Field>
      ))}
    </>
  );
};

/** The value editor per setting type. */
export const SettingValueEditor = (props: SettingValueEditorProps): React.JSX.Element => {
  const kind = settingValueEditor(props.form.type);
  if (kind === 'external_notifier') return <NotifierValue {...props} />;
  if (kind === 'list_ids') return <ListIdsValue {...props} />;
  return <JsonValue {...props} label="Value (JSON)" />;
};
