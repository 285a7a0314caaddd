import { Field } from '@fluentui/react-components';
import { useMemo } from 'react';
import { FieldRules } from '../../application/forms';
import { DateInput, DateTimePair, type InstantTexts } from '../inputs';
import { useService } from '../shared';
import type { FieldProps } from './field-props';

/**
 * datetime: unix seconds typed as DD.MM.YYYY and hh:mm in the display zone (defaults to now, spec 2 §9), in
 * the event editor's pair. The form's value is a number, or undefined once date and time are both emptied;
 * while the text is not a valid time the value stays the last valid one, and the inputs say what is wrong.
 */
export const DateTimeField = ({ field, disabled, onChange, onBlur }: FieldProps): React.JSX.Element => {
  const rules = useService(FieldRules);
  // The pair's 0 (none) is the form's undefined.
  const instants = useMemo<InstantTexts>(
    () => ({
      dateText: (seconds) => (seconds === 0 ? '' : rules.dateTimeTexts(seconds).date),
      timeText: (seconds) => (seconds === 0 ? '' : rules.dateTimeTexts(seconds).time),
      combine: (dateText, timeText) => rules.dateTimeValue(dateText, timeText),
    }),
    [rules],
  );
  const seconds = typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : 0;
  return (
    <DateTimePair
      label={field.label}
      seconds={seconds}
      instants={instants}
      optional
      required={field.required}
      error={field.error}
      disabled={disabled}
      onChange={(next) => {
        onChange(field.name, next === 0 ? undefined : next);
        onBlur(field.name);
      }}
    />
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
          onChange(field.name, text === '' ? undefined : (rules.dateValue(text) ?? field.value));
          onBlur(field.name);
        }}
      />
    </Field>
  );
};
