import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ProfileCommands, type PasswordChangeResult } from '../../application/profile';
import { useService } from '../shared';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

/** Change password (spec 3 §5, §7, §8): old, new and confirmation; the server's answer is shown under the form. */
export const PasswordForm = (): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(ProfileCommands);
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PasswordChangeResult | undefined>(undefined);

  const submit = async (): Promise<void> => {
    setBusy(true);
    const settled = await commands.changePassword(old, next, confirm);
    setBusy(false);
    setResult(settled);
    if (settled.outcome === 'changed') {
      setOld('');
      setNext('');
      setConfirm('');
    }
  };
  const refused = result?.outcome === 'refused' ? result : undefined;
  const fieldMessage = (field: 'old' | 'confirm') =>
    refused?.field === field ? { validationMessage: refused.message, validationState: 'error' as const } : {};

  return (
    <form
      className={styles.form}
      aria-labelledby="password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="password-title" style={{ margin: 0, fontSize: tokens.fontSizeBase400 }}>
        Change password
      </h2>
      <Field label="Old password" required {...fieldMessage('old')}>
        <Input
          type="password"
          value={old}
          onChange={(_, data) => setOld(data.value)}
          autoComplete="current-password"
          name="old_password"
        />
      </Field>
      <Field label="New password" required>
        <Input
          type="password"
          value={next}
          onChange={(_, data) => setNext(data.value)}
          autoComplete="new-password"
          name="new_password"
        />
      </Field>
      <Field label="Confirm new password" required {...fieldMessage('confirm')}>
        <Input
          type="password"
          value={confirm}
          onChange={(_, data) => setConfirm(data.value)}
          autoComplete="new-password"
          name="confirm_password"
        />
      </Field>
      {result && (
        <MessageBar intent={result.outcome === 'changed' ? 'success' : 'error'} data-testid="password-result">
          <MessageBarBody>{result.message}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button appearance="primary" type="submit" disabled={busy || old === '' || next === '' || confirm === ''}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
};
