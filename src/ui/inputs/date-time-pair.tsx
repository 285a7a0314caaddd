import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { InputRules, type CalendarDay } from '../../application/inputs';
import { useService } from '../shared';
import { DateInput } from './date-input';
import { TimeInput } from './time-input';

/** How a pair shows and makes an instant (unix seconds) in the display zone; the caller's queries know the zone. */
export interface InstantTexts {
  /** DD.MM.YYYY of an instant, '' for 0 (none). */
  dateText(seconds: number): string;
  /** HH:mm of an instant, '' for 0 (none). */
  timeText(seconds: number): string;
  /** A typed DD.MM.YYYY and hh:mm as an instant, or undefined while either is not valid. */
  combine(dateText: string, timeText: string): number | undefined;
}

export interface DateTimePairProps {
  readonly label: string;
  /** Unix seconds; 0 = none (only where `optional`). */
  readonly seconds: number;
  readonly instants: InstantTexts;
  readonly onChange: (seconds: number) => void;
  /** Whether the typed text is a usable time (invalid text blocks the save). */
  readonly onValidity?: (valid: boolean) => void;
  /** The picker offers no day before this (spec 2 §5). */
  readonly min?: CalendarDay;
  /** Empty date and time mean 0 (publish times, a form's datetime field). */
  readonly optional?: boolean;
  /** The required mark; by default a pair that may not be empty has it. */
  readonly required?: boolean;
  readonly error?: string;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  // Fluent inputs bring a minimum width of their own; here the grid decides.
  row: {
    display: 'grid',
    // Wide enough for 'Publish start time' on one line beside its date.
    gridTemplateColumns: 'minmax(0, 1fr) 9.5em',
    gap: tokens.spacingHorizontalS,
    alignItems: 'start',
    '& .fui-Input': { minWidth: 0, width: '100%' },
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A date (debounced 100 ms) and a 24-hour time (250 ms) in the display zone, for the event editor's times and
 * the forms' datetime fields. An emptied time says 'Time cannot be empty' (spec 2 §5) unless the whole pair
 * may be empty; a mistyped one 'Invalid time format' (the TimeInput's own message).
 */
export const DateTimePair = (props: DateTimePairProps): React.JSX.Element => {
  const { label, seconds, instants, onChange, onValidity, min, optional, error, disabled } = props;
  const styles = useStyles();
  const { timeEmptyMessage } = useService(InputRules);
  const shown = { date: instants.dateText(seconds), time: instants.timeText(seconds) };
  const [typed, setTyped] = useState(shown);
  const [given, setGiven] = useState(seconds);
  if (given !== seconds) {
    // The owner moved this time (a shifted start, a quick end button, a reset form): show it.
    setGiven(seconds);
    setTyped(shown);
  }
  const emptyTime = typed.time === '' && !(optional && typed.date === '');
  const update = (next: { date: string; time: string }): void => {
    setTyped(next);
    if (optional && next.date === '' && next.time === '') {
      onValidity?.(true);
      if (seconds !== 0) onChange(0);
      return;
    }
    const combined = instants.combine(next.date, next.time);
    onValidity?.(combined !== undefined);
    if (combined !== undefined && combined !== seconds) {
      setGiven(combined);
      onChange(combined);
    }
  };
  const required = props.required ?? !optional;
  return (
    <div role="group" aria-label={label}>
      <div className={styles.row}>
        <DateInput
          label={`${label} date`}
          value={typed.date}
          min={min}
          disabled={disabled}
          required={required}
          onChange={(date) => update({ ...typed, date })}
        />
        <TimeInput
          label={`${label} time`}
          value={typed.time}
          disabled={disabled}
          required={required}
          onChange={(time) => update({ ...typed, time })}
        />
      </div>
      {emptyTime && (
        <Text role="alert" size={200} className={styles.error}>
          {timeEmptyMessage}
        </Text>
      )}
      {error && (
        <Text role="alert" size={200} className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
};
