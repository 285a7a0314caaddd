import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { InputRules, type CalendarDay } from '../../application/inputs';
import { useService } from '../shared';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  table: { borderCollapse: 'collapse' },
  cell: { padding: '1px', textAlign: 'center' },
  day: { minWidth: '32px' },
});

export interface CalendarGridProps {
  readonly selected?: CalendarDay;
  /** No day before this one can be picked (spec 2 §5: no date before the start). */
  readonly min?: CalendarDay;
  /** No day after this one can be picked (spec 3 §5: billing's From never after its To). */
  readonly max?: CalendarDay;
  readonly onPick: (day: CalendarDay) => void;
}

/** One month, weeks starting on Monday (spec 1 §9), every day a labelled button. */
export const CalendarGrid = ({ selected, min, max, onPick }: CalendarGridProps): React.JSX.Element => {
  const styles = useStyles();
  const rules = useService(InputRules);
  const [shown, setShown] = useState(() => selected ?? rules.today());
  const title = rules.monthTitle(shown.year, shown.month);
  const move = (by: number): void =>
    setShown((month) => ({ ...rules.shiftMonth(month.year, month.month, by), day: 1 }));
  return (
    <div role="group" aria-label={`Calendar, ${title}`}>
      <div className={styles.header}>
        <Button size="small" appearance="subtle" onClick={() => move(-1)} aria-label="Previous month">
          ‹
        </Button>
        <Text weight="semibold" aria-live="polite">
          {title}
        </Text>
        <Button size="small" appearance="subtle" onClick={() => move(1)} aria-label="Next month">
          ›
        </Button>
      </div>
      <table className={styles.table}>
        <thead>
          <tr>
            {rules.weekdays.map((weekday) => (
              <th key={weekday.name} scope="col" abbr={weekday.name} className={styles.cell}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rules.monthWeeks(shown.year, shown.month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => (
                <td key={column} className={styles.cell}>
                  {day && (
                    <Button
                      className={styles.day}
                      size="small"
                      appearance={rules.sameDay(day, selected) ? 'primary' : 'subtle'}
                      aria-pressed={rules.sameDay(day, selected)}
                      aria-label={rules.formatDate(day)}
                      disabled={!rules.isSelectable(day, min, max)}
                      onClick={() => onPick(day)}
                    >
                      {day.day}
                    </Button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
