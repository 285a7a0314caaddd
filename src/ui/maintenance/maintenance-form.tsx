import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import {
  MaintenanceCommands,
  maintenanceMessageLimit,
  MaintenanceStatusQueries,
  type MaintenanceStartPayload,
} from '../../application/maintenance';
import { FieldRules } from '../../application/forms';
import { DateTimePair, type InstantTexts } from '../inputs';
import { useService } from '../shared';
import { ConfirmMaintenance } from './confirm-maintenance';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  times: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', '& > *': { width: '22em' } },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

type Pending = { readonly kind: 'start'; readonly control: MaintenanceStartPayload } | { readonly kind: 'stop' };

/** Start (start and end time, message) or stop maintenance; each asks for confirmation first (spec 3 §5). */
export const MaintenanceForm = ({ running }: { running: boolean }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(MaintenanceCommands);
  const queries = useService(MaintenanceStatusQueries);
  const rules = useService(FieldRules);
  // Typed as DD.MM.YYYY and hh:mm in the console's display zone, like every time in the console (spec 1 §9).
  const instants = useMemo<InstantTexts>(
    () => ({
      dateText: (seconds) => rules.dateTimeTexts(seconds).date,
      timeText: (seconds) => rules.dateTimeTexts(seconds).time,
      combine: (dateText, timeText) => rules.dateTimeValue(dateText, timeText),
    }),
    [rules],
  );
  const [window] = useState(() => queries.defaultWindow());
  const [start, setStart] = useState(window.start);
  const [end, setEnd] = useState(window.end);
  const [valid, setValid] = useState({ start: true, end: true });
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<Pending | undefined>(undefined);

  const askStart = (): void => {
    const checked = commands.startFrom(valid.start ? start : undefined, valid.end ? end : undefined, message);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(undefined);
    setPending({ kind: 'start', control: checked.control });
  };
  const confirm = (): void => {
    if (pending?.kind === 'start') void commands.start(pending.control);
    else if (pending?.kind === 'stop') void commands.stop();
    setPending(undefined);
  };

  return (
    <form
      className={styles.form}
      aria-label="Start or stop maintenance"
      onSubmit={(event) => {
        event.preventDefault();
        askStart();
      }}
    >
      <div className={styles.times}>
        <DateTimePair
          label="Start"
          seconds={start}
          instants={instants}
          onChange={setStart}
          onValidity={(ok) => setValid((was) => ({ ...was, start: ok }))}
        />
        <DateTimePair
          label="End"
          seconds={end}
          instants={instants}
          onChange={setEnd}
          onValidity={(ok) => setValid((was) => ({ ...was, end: ok }))}
        />
      </div>
      {problem && (
        <Text role="alert" className={styles.problem} data-testid="maintenance-problem">
          {problem}
        </Text>
      )}
      <Field label="Message" hint="Shown on every blocked console and in the top bar.">
        <Textarea
          value={message}
          maxLength={maintenanceMessageLimit}
          onChange={(_, data) => setMessage(data.value)}
          name="message"
          resize="vertical"
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" type="submit">
          Start maintenance
        </Button>
        <Button disabled={!running} onClick={() => setPending({ kind: 'stop' })}>
          Stop maintenance
        </Button>
      </div>
      <ConfirmMaintenance
        pending={pending?.kind}
        start={queries.timeText(start)}
        end={queries.timeText(end)}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </form>
  );
};
