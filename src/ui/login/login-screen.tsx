import {
  Button,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  shorthands,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { LoginQueries, SessionCommands, type LoginView } from '../../application/shell';
import { useObservable, useService, Logo } from '../shared';

const useStyles = makeStyles({
  page: {
    minHeight: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    width: '360px',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke2),
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

const initialView: LoginView = {};

/**
 * /login (spec 1 §2.4, spec 3 §2.1): Email, Password, Login; Enter submits; the alert says why not. During
 * maintenance Login stays usable (the server lets the bypass accounts in and refuses the rest; issue 29).
 */
export const LoginScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(SessionCommands);
  const view = useObservable(useService(LoginQueries).view$, initialView);
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await commands.login(email, password, params.get('redirect') ?? undefined);
    // On success the console has moved on; on failure the password is cleared (spec 1 §2.4).
    if (result !== 'ok') {
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby="login-title" noValidate>
          <div className={styles.header}>
            <Logo size={32} />
            <Title2 as="h1" id="login-title">
              Login
            </Title2>
          </div>
          {view.notice && (
            <MessageBar intent="warning" data-testid="login-maintenance">
              <MessageBarBody>{view.notice}</MessageBarBody>
            </MessageBar>
          )}
          {view.error && (
            <MessageBar intent="error" role="alert" data-testid="login-error">
              <MessageBarBody>{view.error}</MessageBarBody>
            </MessageBar>
          )}
          <Field label="Email">
            <Input
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(_event, data) => setEmail(data.value)}
              autoFocus
            />
          </Field>
          <Field label="Password">
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(_event, data) => setPassword(data.value)}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy}>
            Login
          </Button>
        </form>
      </div>
    </main>
  );
};
