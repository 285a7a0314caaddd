import { Button, Field, Input, makeStyles } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { ReplayJump } from '../../application/replay-console';
import { useService } from '../shared';

const useStyles = makeStyles({
  form: { display: 'flex', gap: '8px', alignItems: 'start' },
  field: { maxWidth: '360px' },
  input: { width: '200px' },
});

/**
 * In the replay banner: jump to a sequence number or a time (issue 7) without leaving the console view. Enter
 * submits; text that is not a place in the recording is said under the field, which keeps what was typed.
 */
export const BannerJump = (): React.JSX.Element => {
  const styles = useStyles();
  const jumper = useService(ReplayJump);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const jump = (event: FormEvent): void => {
    event.preventDefault();
    setProblem(jumper.jump(text));
  };
  return (
    <form className={styles.form} onSubmit={jump} aria-label="Jump to entry or time">
      <Field
        className={styles.field}
        label="Entry or time"
        orientation="horizontal"
        size="small"
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem}
        data-testid="replay-mode-jump-field"
      >
        <Input
          className={styles.input}
          size="small"
          value={text}
          placeholder="1200 or 10:00:05"
          onChange={(_, data) => {
            setText(data.value);
            setProblem(undefined);
          }}
          data-testid="replay-mode-jump"
        />
      </Field>
      <Button type="submit" size="small">
        Jump
      </Button>
    </form>
  );
};
