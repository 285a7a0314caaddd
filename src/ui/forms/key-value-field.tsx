import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { FieldRules } from '../../application/forms';
import { useService } from '../shared';
import { fieldFrame, type FieldProps } from './field-props';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalXS },
});

/** key_value: pairs of key and value; every key once (the form's message says otherwise). */
export const KeyValueField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const styles = useStyles();
  const pairs = useService(FieldRules).keyValuePairs(field.value);
  const set = (next: readonly { key: string; value: string }[]): void => onChange(field.name, next);
  return (
    <Field {...fieldFrame(field)}>
      <div role="group" aria-label={field.label}>
        {pairs.map((pair, index) => (
          <div key={index} className={styles.row}>
            <Input
              aria-label={`${field.label} key ${index + 1}`}
              placeholder="Key"
              value={pair.key}
              disabled={disabled}
              onChange={(_, data) => set(pairs.map((item, at) => (at === index ? { ...item, key: data.value } : item)))}
              onBlur={() => onBlur(field.name)}
            />
            <Input
              aria-label={`${field.label} value ${index + 1}`}
              placeholder="Value"
              value={pair.value}
              disabled={disabled}
              onChange={(_, data) =>
                set(pairs.map((item, at) => (at === index ? { ...item, value: data.value } : item)))
              }
              onBlur={() => onBlur(field.name)}
            />
            <Button
              aria-label={`Remove ${field.label} ${index + 1}`}
              disabled={disabled}
              onClick={() => set(pairs.filter((_, at) => at !== index))}
            >
              −
            </Button>
          </div>
        ))}
        <Button size="small" disabled={disabled} onClick={() => set([...pairs, { key: '', value: '' }])}>
          Add {field.label}
        </Button>
      </div>
    </Field>
  );
};
