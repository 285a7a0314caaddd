import { Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useState } from 'react';
import {
  accountFailureText,
  accountFormOf,
  accountSavePlan,
  blankAccountForm,
  passwordHint,
  resetsPassword,
  saveRefusalMessage,
  SettingsAreaCommands,
  SettingsAreaQueries,
  type AccountForm,
} from '../../application/settings';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { AccountSettingsFields } from './account-settings-fields';
import { GroupPicker } from './group-picker';
import { PasswordFields } from './password-fields';
import { SettingsRecordRoute } from './settings-record-route';

const base = '/settings/accounts';

/** /settings/accounts/new and edit/:id: the account editor (spec 3 §2.2, §5, §6) in the kit's sheet. */
export const AccountEditorRoute = (): React.JSX.Element => (
  <SettingsRecordRoute
    table="accounts"
    noun="account"
    base={base}
    testId="account-editor"
    editor={(id) => <AccountEditor key={id ?? 'new'} id={id} />}
  />
);

const AccountEditor = ({ id }: { id: number | undefined }): React.JSX.Element => {
  const queries = useService(SettingsAreaQueries);
  const commands = useService(SettingsAreaCommands);
  const stored = useQuery(() => queries.account$(id ?? -1), [queries, id], undefined);
  const choices = useObservable(queries.accountTypeChoices$, []);
  const groups = useObservable(queries.groupOptions$, []);
  const walls = useObservable(queries.wallChoices$, { channels: [], events: [] });
  const [form, change, conflict] = useRecordDraft(stored, id === undefined, accountFormOf, () =>
    blankAccountForm(choices.includes('user') ? 'user' : (choices[0] ?? 'user')),
  );
  const [refusal, setRefusal] = useState<string>();
  if (!form) return <Loading label="Loading the account…" />;
  const update = (fields: Partial<AccountForm>): void => change((current) => ({ ...current, ...fields }));

  const save = (state = form.state) => {
    const plan = accountSavePlan({ ...form, state }, id, stored, queries.defaultGroup);
    if (plan.kind === 'refused') {
      setRefusal(plan.message);
      if (plan.clearPasswords) update({ password: '', confirm: '', ownPassword: '' });
      return undefined;
    }
    setRefusal(undefined);
    return commands.saveAccount(plan.draft, conflict.version).then((outcome) => {
      // The own password is cleared either way: a wrong one is typed again, never resent as it was.
      update(outcome.ok ? { state, password: '', confirm: '', ownPassword: '' } : { ownPassword: '' });
      if (!outcome.ok) setRefusal(saveRefusalMessage(outcome.reason));
      return outcome;
    });
  };
  // A type the viewer may not assign stays on screen for an account that already has it, but cannot be picked.
  const types = choices.includes(form.type as never) ? choices : [form.type, ...choices];

  return (
    <AdminEditorSheet
      title={id === undefined ? 'New account' : `Account ${stored?.email ?? id}`}
      editing="accounts"
      conflict={conflict}
      closeTo={base}
      editPath={(saved) => `${base}/edit/${saved}`}
      {...(id !== undefined ? { recordId: id } : {})}
      save={() => save()}
      archive={{
        state: form.state,
        save: (state) => save(state) ?? Promise.resolve({ ok: false, reason: refusal ?? 'invalid' }),
      }}
      testId="account-editor"
      failureText={accountFailureText}
    >
      {refusal && (
        <MessageBar intent="warning" data-testid="account-refusal">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
        <Field label="Email" required>
          <Input
            type="email"
            value={form.email}
            data-testid="account-email"
            onChange={(_, data) => update({ email: data.value })}
          />
        </Field>
        <Field label="Name">
          <Input value={form.name} data-testid="account-name" onChange={(_, data) => update({ name: data.value })} />
        </Field>
        <Field label="Surname">
          <Input
            value={form.surname}
            data-testid="account-surname"
            onChange={(_, data) => update({ surname: data.value })}
          />
        </Field>
        <Field label="Company">
          <Input
            value={form.company}
            data-testid="account-company"
            onChange={(_, data) => update({ company: data.value })}
          />
        </Field>
        <Field label="Type">
          <Select value={form.type} data-testid="account-type" onChange={(_, data) => update({ type: data.value })}>
            {types.map((type) => (
              <option key={type} value={type} disabled={!choices.includes(type as never)}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="State">
          <Input readOnly value={form.state} data-testid="account-state" />
        </Field>
      </div>
      <GroupPicker
        options={groups}
        selected={form.groups}
        onChange={(selected) => update({ groups: selected })}
        emptyNote={id === undefined ? 'None chosen: the account joins your default group.' : 'No groups.'}
      />
      <AccountSettingsFields form={form} groups={groups} walls={walls} onChange={update} />
      <PasswordFields
        form={form}
        isNew={id === undefined}
        asksOwnPassword={resetsPassword(form, id)}
        {...(passwordHint(form) ? { hint: passwordHint(form) } : {})}
        onChange={update}
        onGenerate={() => {
          const password = queries.newPassword();
          update({ password, confirm: password });
        }}
      />
    </AdminEditorSheet>
  );
};
