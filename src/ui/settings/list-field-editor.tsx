import { Button, Checkbox, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { listFieldPositions, listFieldTypes, showText, withShowText } from '../../application/settings';
import type { ListField } from '../../domain/cms';

const useStyles = makeStyles({
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
    gap: tokens.spacingHorizontalS,
    alignItems: 'end',
  },
  input: { minWidth: 0, width: '100%' },
});

type TextKey = 'name' | 'title' | 'content-type' | 'true-text' | 'false-text' | 'true-icon' | 'false-icon';

const textFields: readonly { key: TextKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'title', label: 'Title' },
  { key: 'content-type', label: 'Content type' },
  { key: 'true-text', label: 'True text' },
  { key: 'false-text', label: 'False text' },
  { key: 'true-icon', label: 'True icon' },
  { key: 'false-icon', label: 'False icon' },
];

const withNumber = (field: ListField, key: 'content_id' | 'table-rows', text: string): ListField => {
  const { [key]: _dropped, ...rest } = field;
  return text === '' ? rest : { ...rest, [key]: Number(text) };
};

export interface ListFieldEditorProps {
  readonly field: ListField;
  readonly index: number;
  readonly onChange: (field: ListField) => void;
  readonly onRemove: () => void;
}

/** One field of a list type with every attribute of spec 3 §3. */
export const ListFieldEditor = ({ field, index, onChange, onRemove }: ListFieldEditorProps): React.JSX.Element => {
  const styles = useStyles();
  const [show, setShow] = useState(showText(field));
  const showValid = withShowText(field, show) !== undefined;
  return (
    <div
      role="group"
      aria-label={`Field ${index + 1}: ${field.name}`}
      className={styles.card}
      data-testid="list-type-field"
    >
      {textFields.map(({ key, label }) => (
        <Field key={key} label={label}>
          <Input
            className={styles.input}
            value={field[key] ?? ''}
            onChange={(_, data) => onChange({ ...field, [key]: data.value })}
          />
        </Field>
      ))}
      <Field label="Type">
        <Select value={field.type} onChange={(_, data) => onChange({ ...field, type: data.value })}>
          {(listFieldTypes as readonly string[]).includes(field.type) ? null : <option>{field.type}</option>}
          {listFieldTypes.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </Select>
      </Field>
      <Field label="Position">
        <Select value={field.position ?? ''} onChange={(_, data) => onChange({ ...field, position: data.value })}>
          <option value="">default</option>
          {listFieldPositions.map((position) => (
            <option key={position}>{position}</option>
          ))}
        </Select>
      </Field>
      <Field label="Content id">
        <Input
          className={styles.input}
          type="number"
          value={field.content_id === undefined ? '' : String(field.content_id)}
          onChange={(_, data) => onChange(withNumber(field, 'content_id', data.value))}
        />
      </Field>
      <Field label="Table rows">
        <Input
          className={styles.input}
          type="number"
          value={field['table-rows'] === undefined ? '' : String(field['table-rows'])}
          onChange={(_, data) => onChange(withNumber(field, 'table-rows', data.value))}
        />
      </Field>
      <Field
        label="Show when (JSON)"
        hint='e.g. {"kind": ["goal", "save"]}'
        validationState={showValid ? 'none' : 'error'}
        validationMessage={showValid ? undefined : 'Not a JSON object: kept as it was.'}
      >
        <Input
          className={styles.input}
          value={show}
          onChange={(_, data) => {
            setShow(data.value);
            const next = withShowText(field, data.value);
            if (next) onChange(next);
          }}
        />
      </Field>
      <Checkbox
        label="Admin only"
        checked={field.admin_only === true}
        onChange={(_, data) => onChange({ ...field, admin_only: data.checked === true })}
      />
      <Button onClick={onRemove} aria-label={`Remove field ${field.name}`}>
        Remove field
      </Button>
    </div>
  );
};
