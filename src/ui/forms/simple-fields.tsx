import { Caption1, Checkbox, Field, Input, Link, Textarea } from '@fluentui/react-components';
import { FieldRules } from '../../application/forms';
import { useService } from '../shared';
import { fieldFrame, textOf, type FieldProps } from './field-props';
import { MarkdownView } from './markdown-view';

export const CheckboxField = ({ field, disabled, onChange }: FieldProps): React.JSX.Element => (
  <Field {...fieldFrame(field)} label={undefined}>
    <Checkbox
      label={field.label}
      checked={field.value === true}
      disabled={disabled}
      onChange={(_, data) => onChange(field.name, data.checked === true)}
    />
  </Field>
);

export const TextField = ({
  field,
  disabled,
  onChange,
  onBlur,
  multiline,
}: FieldProps & { readonly multiline?: boolean }): React.JSX.Element => (
  <Field {...fieldFrame(field)}>
    {multiline ? (
      <Textarea
        value={textOf(field.value)}
        disabled={disabled}
        resize="vertical"
        onChange={(_, data) => onChange(field.name, data.value)}
        onBlur={() => onBlur(field.name)}
      />
    ) : (
      <Input
        value={textOf(field.value)}
        disabled={disabled}
        onChange={(_, data) => onChange(field.name, data.value)}
        onBlur={() => onBlur(field.name)}
      />
    )}
  </Field>
);

/** Spec 2 §5: integers only, empty counts as 0; other text stays typed and shows the field's message. */
export const NumberField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const rules = useService(FieldRules);
  return (
    <Field {...fieldFrame(field)}>
      <Input
        inputMode="numeric"
        value={textOf(field.value)}
        disabled={disabled}
        onChange={(_, data) => onChange(field.name, rules.numberValue(data.value))}
        onBlur={() => onBlur(field.name)}
      />
    </Field>
  );
};

/** Filled with a new id when empty (spec 2 §3); shown, not typed. */
export const UuidField = ({ field }: FieldProps): React.JSX.Element => (
  <Field {...fieldFrame(field)}>
    <Input value={textOf(field.value)} readOnly />
  </Field>
);

/** A file field holds the file's address. */
export const FileField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => (
  <Field {...fieldFrame(field)} hint="File address (URL)">
    <Input
      type="url"
      value={textOf(field.value)}
      disabled={disabled}
      onChange={(_, data) => onChange(field.name, data.value)}
      onBlur={() => onBlur(field.name)}
    />
  </Field>
);

/** An S3 file's state (spec 2 §3); files are uploaded from the content records, where the upload queue is. */
export const S3FileField = ({ field }: FieldProps): React.JSX.Element => {
  const value = (typeof field.value === 'object' && field.value !== null ? field.value : {}) as {
    status?: string;
    url?: string;
    key?: string;
    statusMessage?: string;
  };
  return (
    <Field {...fieldFrame(field)}>
      <Caption1>
        {value.status ? `Status: ${value.status}` : 'No file'}
        {value.statusMessage ? ` (${value.statusMessage})` : ''}
        {value.url ? (
          <>
            {' '}
            ·{' '}
            <Link href={value.url} target="_blank" rel="noreferrer">
              {value.key ?? 'Open file'}
            </Link>
          </>
        ) : null}
      </Caption1>
    </Field>
  );
};

/** Markdown is typed as text and previewed safely (no HTML from the text reaches the page). */
export const MarkdownField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => (
  <Field {...fieldFrame(field)}>
    <Textarea
      value={textOf(field.value)}
      disabled={disabled}
      resize="vertical"
      onChange={(_, data) => onChange(field.name, data.value)}
      onBlur={() => onBlur(field.name)}
    />
    <MarkdownView source={field.value} label={`${field.label} preview`} />
  </Field>
);
