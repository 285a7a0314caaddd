import { Checkbox, Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components';
import type { FormField } from '../../domain/schedule';

export type FormValues = Readonly<Record<string, unknown>>;

const labelOf = (field: FormField): string => field.title ?? field.label ?? field.name;
const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** Whether every required field has a value; the dialog's save stays disabled until then. */
export const missingRequiredField = (fields: readonly FormField[], values: FormValues): FormField | undefined =>
  fields.find((field) => field.required === true && field.type !== 'checkbox' && textOf(values[field.name]).trim() === '');

const SimpleField = ({ field, value, onChange }: { field: FormField; value: unknown; onChange: (value: unknown) => void }): React.JSX.Element => {
  const label = labelOf(field);
  const missing = field.required === true && field.type !== 'checkbox' && textOf(value).trim() === '';
  if (field.type === 'checkbox') return <Checkbox label={label} checked={value === true} onChange={(_event, data) => onChange(data.checked === true)} />;
  const control = (() => {
    switch (field.type) {
      case 'select': {
        const options = field.options ?? [];
        const selected = options.find((option) => String(option.value) === textOf(value));
        return (
          <Dropdown aria-label={label} value={selected ? selected.label ?? String(selected.value) : ''} selectedOptions={selected ? [String(selected.value)] : []}
            onOptionSelect={(_event, data) => onChange(options.find((option) => String(option.value) === data.optionValue)?.value)}>
            {options.map((option) => <Option key={String(option.value)} value={String(option.value)}>{option.label ?? String(option.value)}</Option>)}
          </Dropdown>
        );
      }
      case 'textarea':
      case 'multiline':
      case 'markdown':
        return <Textarea aria-label={label} value={textOf(value)} onChange={(_event, data) => onChange(data.value)} />;
      case 'number':
        // Spec 2 §5: number fields parse integers; empty counts as 0.
        return <Input aria-label={label} type="number" value={textOf(value)} onChange={(_event, data) => onChange(data.value === '' ? 0 : Number.parseInt(data.value, 10) || 0)} />;
      default:
        return <Input aria-label={label} value={textOf(value)} onChange={(_event, data) => onChange(data.value)} />;
    }
  })();
  return <Field label={label} required={field.required === true} validationMessage={missing ? `${label} is required` : undefined}>{control}</Field>;
};

/**
 * The settings-driven fields of the tag and export dialogs (text, textarea, number, select, checkbox; other
 * types as text) until the shared dynamic form engine's view is wired in.
 */
export const SimpleFormFields = ({ fields, values, onChange }: { fields: readonly FormField[]; values: FormValues; onChange: (values: FormValues) => void }): React.JSX.Element => (
  <>
    {fields.map((field) => (
      <SimpleField key={field.name} field={field} value={values[field.name]} onChange={(value) => onChange({ ...values, [field.name]: value })} />
    ))}
  </>
);
