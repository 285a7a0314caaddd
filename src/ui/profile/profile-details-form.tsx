import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ProfileCommands, type ProfileView } from '../../application/profile';
import { useService } from '../shared';
import { DevKeyField } from './dev-key-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Name, surname, company and (developers) the dev key; Save sends update_profile (spec 3 §7). */
export const ProfileDetailsForm = ({ profile }: { profile: ProfileView }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(ProfileCommands);
  const [name, setName] = useState(profile.name);
  const [surname, setSurname] = useState(profile.surname);
  const [company, setCompany] = useState(profile.company);
  const [devKey, setDevKey] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const changed =
    name !== profile.name || surname !== profile.surname || company !== profile.company || devKey !== undefined;

  const save = async (): Promise<void> => {
    setSaving(true);
    const result = await commands.save({ name, surname, company, ...(devKey !== undefined ? { devKey } : {}) });
    setSaving(false);
    // What was typed stays when the save fails; after a save the server's update frame is the truth.
    if (result.outcome === 'ok') setDevKey(undefined);
  };

  return (
    <form
      className={styles.form}
      aria-labelledby="profile-details-title"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id="profile-details-title" style={{ margin: 0, fontSize: tokens.fontSizeBase400 }}>
        Details
      </h2>
      <Field label="E-mail">
        <Input value={profile.email} readOnly />
      </Field>
      <Field label="Name">
        <Input value={name} onChange={(_, data) => setName(data.value)} name="name" />
      </Field>
      <Field label="Surname">
        <Input value={surname} onChange={(_, data) => setSurname(data.value)} name="surname" />
      </Field>
      <Field label="Company">
        <Input value={company} onChange={(_, data) => setCompany(data.value)} name="company" />
      </Field>
      {profile.developer && (
        <DevKeyField saved={profile.devKey} pending={devKey} onGenerate={() => setDevKey(commands.newDevKey())} />
      )}
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={!changed || saving}>
          {saving ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
};
