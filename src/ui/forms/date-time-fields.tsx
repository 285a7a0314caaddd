import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { FieldRules } from '../../application/forms';
import { DateInput, TimeInput } from '../inputs';
import { useService } from '../shared/services-context';
import type { FieldProps } from './field-props';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' } });

/** datetime: unix seconds typed as DD.MM.YYYY and hh:mm in the display zone (defaults to now, spec 2 §9). */
export const DateTimeField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const styles = useStyles();
  const rules = useService(FieldRules);
  const shown = rules.dateTimeTexts(field.value);
  const [typed, setTyped] = useState(shown);
  const update = (next: { date: string; time: string }): void => {
    setTyped(next);
    const value = rules.dateTimeValue(next.date, next.time);
    onChange(field.name, next.date === '' && next.time === '' ? undefined : value ?? field.value);
    onBlur(field.name);
  };
  return (
    <Field label={field.label} required={field.required} validationState={field.error ? 'error' : 'none'} validationMessage={field.error}>
      <div className={styles.row}>
        <DateInput label={`${field.label} date`} value={typed.date || shown.date} disabled={disabled} onChange={(date) => update({ ...typed, time: typed.time || shown.time, date })} />
        <TimeInput label={`${field.label} time`} value={typed.time || shown.time} disabled={disabled} onChange={(time) => update({ ...typed, date: typed.date || shown.date, time })} />
      </div>
    </Field>
  );
};

/** date: an ISO day, typed or picked as DD.MM.YYYY. */
export const DateField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const rules = useService(FieldRules);
  return (
    <Field validationState={field.error ? 'error' : 'none'} validationMessage={field.error}>
      <DateInput
        label={field.label}
        required={field.required}
        value={rules.dateText(field.value)}
        disabled={disabled}
        onChange={(text) => {
          onChange(field.name, text === '' ? undefined : rules.dateValue(text) ?? field.value);
          onBlur(field.name);
        }}
      />
    </Field>
  );
};
