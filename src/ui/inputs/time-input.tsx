import { Field, Input } from '@fluentui/react-components';
import { InputRules } from '../../application/inputs';
import { useService } from '../shared';
import { useSettledText } from './use-settled-text';

export interface TimeInputProps {
  readonly label: string;
  /** hh:mm, or '' for none. */
  readonly value: string;
  /** The typed text once it settled (250 ms), and whether it is a valid 24-hour hh:mm. */
  readonly onChange: (value: string, valid: boolean) => void;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/**
 * A 24-hour hh:mm time (spec 1 §9), debounced 250 ms; a mistyped time reads 'Invalid time format' (spec 2 §5)
 * once typing stops. An empty field is the caller's to judge.
 */
export const TimeInput = ({ label, value, onChange, disabled, required }: TimeInputProps): React.JSX.Element => {
  const rules = useService(InputRules);
  const { text, settled, type, flush } = useSettledText(value, rules.debounceMs.time, (next) =>
    onChange(next, rules.timeError(next) === undefined),
  );
  const error = settled === '' ? undefined : rules.timeError(settled);
  return (
    <Field label={label} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Input
        value={text}
        placeholder="hh:mm"
        inputMode="numeric"
        maxLength={5}
        disabled={disabled}
        onChange={(_, data) => type(data.value)}
        onBlur={flush}
      />
    </Field>
  );
};
