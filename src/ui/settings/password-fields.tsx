import { Button, Field, Input } from '@fluentui/react-components';
import type { AccountForm } from '../../application/settings';

export interface PasswordFieldsProps {
  readonly form: AccountForm;
  /** The widget's live wording, or undefined. */
  readonly hint?: string;
  readonly onChange: (change: Partial<AccountForm>) => void;
  readonly onGenerate: () => void;
  readonly isNew: boolean;
  /** A reset of an existing account's password: the administrator's own password is asked too (the server's rule). */
  readonly asksOwnPassword: boolean;
}

/**
 * Password and confirmation with a generator (letters and digits, length 12, spec 3 §5). A generated password
 * fills both fields and is shown as text, so the administrator can pass it on.
 */
export const PasswordFields = ({
  form,
  hint,
  onChange,
  onGenerate,
  isNew,
  asksOwnPassword,
}: PasswordFieldsProps): React.JSX.Element => (
  <fieldset
    style={{ border: 'none', padding: 0, margin: 0, display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}
  >
    <legend style={{ padding: 0, marginBottom: 4 }}>
      {isNew ? 'Password' : 'New password (leave empty to keep it)'}
    </legend>
    <Field label="Password" validationMessage={hint} validationState={hint ? 'error' : 'none'}>
      <Input
        type="text"
        autoComplete="new-password"
        value={form.password}
        data-testid="account-password"
        onChange={(_, data) => onChange({ password: data.value })}
      />
    </Field>
    <Field label="Confirm password">
      <Input
        type="text"
        autoComplete="new-password"
        value={form.confirm}
        data-testid="account-password-confirm"
        onChange={(_, data) => onChange({ confirm: data.value })}
      />
    </Field>
    <Button data-testid="account-generate-password" onClick={onGenerate}>
      Generate password
    </Button>
    {asksOwnPassword && (
      <Field label="Your own password" hint="Needed to reset a password" required>
        <Input
          type="password"
          autoComplete="current-password"
          value={form.ownPassword}
          data-testid="account-own-password"
          onChange={(_, data) => onChange({ ownPassword: data.value })}
        />
      </Field>
    )}
  </fieldset>
);
