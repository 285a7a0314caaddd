import { Button, Field, Input, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import { useState } from 'react';
import { InputRules, type CalendarDay } from '../../application/inputs';
import { useService } from '../shared';
import { CalendarGrid } from './calendar-grid';
import { useSettledText } from './use-settled-text';

export interface DateInputProps {
  readonly label: string;
  /** DD.MM.YYYY, or '' for none. */
  readonly value: string;
  /** The text once it settled (100 ms) and the day it names, if it names one. */
  readonly onChange: (value: string, day: CalendarDay | undefined) => void;
  /** No earlier day can be picked. */
  readonly min?: CalendarDay;
  /** No later day can be picked. */
  readonly max?: CalendarDay;
  /** A refusal of the settled day by whoever owns the value, shown when the text itself is a valid date. */
  readonly error?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
}

/** A DD.MM.YYYY date (spec 1 §9) typed or picked from a Monday-first calendar, debounced 100 ms. */
export const DateInput = ({
  label,
  value,
  onChange,
  min,
  max,
  error: refusal,
  disabled,
  required,
}: DateInputProps): React.JSX.Element => {
  const rules = useService(InputRules);
  const { text, settled, type, flush } = useSettledText(value, rules.debounceMs.date, (next) =>
    onChange(next, rules.parseDate(next)),
  );
  const [open, setOpen] = useState(false);
  const error = (settled === '' ? undefined : rules.dateError(settled)) ?? refusal;
  return (
    <Field label={label} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Input
        value={text}
        placeholder="DD.MM.YYYY"
        maxLength={10}
        disabled={disabled}
        onChange={(_, data) => type(data.value)}
        onBlur={flush}
        contentAfter={
          <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} trapFocus>
            <PopoverTrigger disableButtonEnhancement>
              <Button size="small" appearance="transparent" disabled={disabled} aria-label={`Choose ${label}`}>
                ▾
              </Button>
            </PopoverTrigger>
            <PopoverSurface>
              <CalendarGrid
                selected={rules.parseDate(text)}
                min={min}
                max={max}
                onPick={(day) => {
                  type(rules.formatDate(day));
                  flush();
                  setOpen(false);
                }}
              />
            </PopoverSurface>
          </Popover>
        }
      />
    </Field>
  );
};
