import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { EventEditorQueries, type EventEditorSession, type SessionSnapshot } from '../../application/event-editor';
import type { EventEditorDraft } from '../../domain/event-editor';
import { DateTimePair } from '../inputs';
import { useService } from '../shared';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
});

export interface EventTimesSectionProps {
  readonly session: EventEditorSession;
  readonly snapshot: SessionSnapshot;
  readonly draft: EventEditorDraft;
}

/**
 * Kickoff, end, publish start and end, and 'Open Before' (spec 2 §2, §4, §5, §9): quick end buttons, the
 * publish-end 'end of kickoff day', date pickers that offer no day before the start.
 */
export const EventTimesSection = ({ session, draft }: EventTimesSectionProps): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(EventEditorQueries);
  const startDay = queries.dayOf(draft.start);
  const endError = draft.end > draft.start ? undefined : queries.messages.endBeforeStart;
  // The editor's queries read and make the instants in the display zone.
  const pair = { instants: queries };
  return (
    <div className={styles.grid}>
      <DateTimePair
        {...pair}
        label="Kickoff"
        seconds={draft.start}
        onChange={(start) => session.setStart(start)}
        onValidity={(valid) => session.setInputValid('start', valid)}
      />
      <div>
        <DateTimePair
          {...pair}
          label="End"
          seconds={draft.end}
          min={startDay}
          error={endError}
          onChange={(end) => session.setEnd(end)}
          onValidity={(valid) => session.setInputValid('end', valid)}
        />
        <div className={styles.buttons} role="group" aria-label="Quick end">
          {queries.quickEndButtons.map((button) => (
            <Button
              key={button.label}
              size="small"
              onClick={() => session.quickEnd(button)}
              aria-label={`End ${button.label} after kickoff`}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
      <DateTimePair
        {...pair}
        label="Publish start"
        optional
        seconds={draft.publishStart}
        onChange={(publishStart) => session.change({ publishStart })}
        onValidity={(valid) => session.setInputValid('publishStart', valid)}
      />
      <div>
        <DateTimePair
          {...pair}
          label="Publish end"
          optional
          seconds={draft.publishEnd}
          min={queries.dayOf(draft.publishStart || draft.start)}
          onChange={(publishEnd) => session.setPublishEnd(publishEnd)}
          onValidity={(valid) => session.setInputValid('publishEnd', valid)}
        />
        <div className={styles.buttons}>
          <Button size="small" onClick={() => session.publishEndOfKickoffDay()}>
            End of kickoff day
          </Button>
        </div>
      </div>
      <Field label="Open Before">
        <Select value={String(draft.offset)} onChange={(_, data) => session.change({ offset: Number(data.value) })}>
          {queries.beforeTimes.some((option) => option.value === draft.offset) ? null : (
            <option value={String(draft.offset)}>{Math.round(draft.offset / 60)} min</option>
          )}
          {queries.beforeTimes.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
};
