import { Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  MaintenanceCommands,
  maintenanceMessageLimit,
  MaintenanceStatusQueries,
  type MaintenanceStartPayload,
} from '../../application/maintenance-control';
import { useService } from '../shared';
import { ConfirmMaintenance } from './confirm-maintenance';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  times: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

type Pending = { readonly kind: 'start'; readonly control: MaintenanceStartPayload } | { readonly kind: 'stop' };

/** Start (start and end time, message) or stop maintenance; each asks for confirmation first (spec 3 §5). */
export const MaintenanceForm = ({ running }: { running: boolean }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(MaintenanceCommands);
  const queries = useService(MaintenanceStatusQueries);
  const [window] = useState(() => queries.defaultWindow());
  const [start, setStart] = useState(window.start);
  const [end, setEnd] = useState(window.end);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState<Pending | undefined>(undefined);

  const askStart = (): void => {
    const checked = commands.startFrom(start, end, message);
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
        <Field label="Start time" required validationMessage={problem} validationState={problem ? 'error' : 'none'}>
          <Input type="datetime-local" value={start} onChange={(_, data) => setStart(data.value)} name="start" />
        </Field>
        <Field label="End time" required>
          <Input type="datetime-local" value={end} onChange={(_, data) => setEnd(data.value)} name="end" />
        </Field>
      </div>
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
        start={start}
        end={end}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
    </form>
  );
};
