import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { InspectorQueries, ReplayService, type ReplayLoad } from '../../application/replay-inspector';
import { downloadFile, useService } from '../shared';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'end' },
  form: { display: 'flex', gap: '8px', alignItems: 'end' },
  number: { width: '110px' },
});

/** Jump to a time, and export entries from–to as a new recording. */
export const JumpAndSlice = ({ load }: { load: ReplayLoad }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(InspectorQueries);
  const replay = useService(ReplayService);
  const [time, setTime] = useState('');
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState(String(load.entries));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const jump = (event: FormEvent): void => {
    event.preventDefault();
    setProblem(queries.jumpToTime(time));
  };
  const slice = (event: FormEvent): void => {
    event.preventDefault();
    void queries.exportSlice(load.fileName, Number(from), Number(to)).then(
      (outcome) => {
        setProblem(outcome.ok ? undefined : outcome.message);
        if (outcome.ok) downloadFile(outcome.file, 'slice-download');
      },
      (error: unknown) => setProblem(`The slice could not be written: ${(error as Error).message}`),
    );
  };
  return (
    <div className={styles.row}>
      <form className={styles.form} onSubmit={jump} aria-label="Jump to a time">
        <Field label="Time (UTC)">
          <Input
            value={time}
            placeholder="HH:MM:SS or YYYY-MM-DD HH:MM:SS"
            onChange={(_, data) => setTime(data.value)}
            data-testid="jump-time-input"
          />
        </Field>
        <Button type="submit">Jump to time</Button>
      </form>
      <form className={styles.form} onSubmit={slice} aria-label="Export a slice">
        <Field label="From entry">
          <Input
            className={styles.number}
            type="number"
            min={1}
            value={from}
            onChange={(_, data) => setFrom(data.value)}
            data-testid="slice-from"
          />
        </Field>
        <Field label="To entry">
          <Input
            className={styles.number}
            type="number"
            min={1}
            value={to}
            onChange={(_, data) => setTo(data.value)}
            data-testid="slice-to"
          />
        </Field>
        <Button onClick={() => setTo(String(replay.seq))}>To the cursor</Button>
        <Button type="submit">Export slice</Button>
      </form>
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
};
