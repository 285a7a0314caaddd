import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { EventEditorQueries } from '../../application/event-editor';
import type { CalendarDate } from '../../domain/schedule';
import { DateInput, TimeInput } from '../inputs';
import { useService } from '../shared/services-context';

export interface DateTimePairProps {
  readonly label: string;
  /** Unix seconds; 0 = none (only where `optional`). */
  readonly seconds: number;
  readonly onChange: (seconds: number) => void;
  /** Whether the typed text is a usable time (invalid text blocks the save). */
  readonly onValidity: (valid: boolean) => void;
  /** The picker offers no day before this (spec 2 §5). */
  readonly min?: CalendarDate;
  /** Empty date and time mean 0 (publish times). */
  readonly optional?: boolean;
  readonly error?: string;
  readonly disabled?: boolean;
}

const useStyles = makeStyles({
  // Fluent inputs bring a minimum width of their own; here the grid decides.
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 7em', gap: tokens.spacingHorizontalS, alignItems: 'start', '& .fui-Input': { minWidth: 0, width: '100%' } },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * A date and a 24-hour time in the display zone. An emptied time says 'Time cannot be empty' (spec 2 §5)
 * unless the whole pair may be empty; a mistyped one 'Invalid time format' (the TimeInput's own message).
 */
export const DateTimePair = ({ label, seconds, onChange, onValidity, min, optional, error, disabled }: DateTimePairProps): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(EventEditorQueries);
  const shown = { date: queries.dateText(seconds), time: queries.timeText(seconds) };
  const [typed, setTyped] = useState(shown);
  const [given, setGiven] = useState(seconds);
  if (given !== seconds) {
    // The editor moved this time (a shifted start, a quick end button): show it.
    setGiven(seconds);
    setTyped(shown);
  }
  const emptyTime = typed.time === '' && !(optional && typed.date === '');
  const update = (next: { date: string; time: string }): void => {
    setTyped(next);
    if (optional && next.date === '' && next.time === '') {
      onValidity(true);
      if (seconds !== 0) onChange(0);
      return;
    }
    const combined = queries.combine(next.date, next.time);
    onValidity(combined !== undefined);
    if (combined !== undefined && combined !== seconds) {
      setGiven(combined);
      onChange(combined);
    }
  };
  return (
    <div role="group" aria-label={label}>
      <div className={styles.row}>
        <DateInput label={label} value={typed.date} min={min} disabled={disabled} required={!optional} onChange={(date) => update({ ...typed, date })} />
        <TimeInput label={`${label}, time`} value={typed.time} disabled={disabled} required={!optional} onChange={(time) => update({ ...typed, time })} />
      </div>
      {emptyTime && <Text role="alert" size={200} className={styles.error}>{queries.messages.timeEmpty}</Text>}
      {error && <Text role="alert" size={200} className={styles.error}>{error}</Text>}
    </div>
  );
};
