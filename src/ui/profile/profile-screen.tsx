import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ProfileCommands, ProfileQueries } from '../../application/profile';
import { useObservable, useService } from '../shared';
import { PasswordForm } from './password-form';
import { ProfileDetailsForm } from './profile-details-form';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    overflowY: 'auto',
    // The flex gap spaces the page; headings and paragraphs keep no margins of their own.
    '& > h1, & > p': { margin: 0 },
  },
  columns: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXXL },
  card: {
    flex: '1 1 360px',
    maxWidth: '520px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

/** /settings/profile (spec 3 §2.2): own details, dev key (developers) and password change. */
export const ProfileScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(ProfileCommands);
  const profile = useObservable(useService(ProfileQueries).view$, undefined);
  // The screen asks for the profile afresh on open (get, 10 s time-out: 'Networking issue...').
  useEffect(() => void commands.reload(), [commands]);
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <Title2 as="h1" id="profile-title">
        Profile
      </Title2>
      {profile ? (
        <div className={styles.columns}>
          <div className={styles.card}>
            {/* Keyed by the saved values: a server update refills the form. */}
            <ProfileDetailsForm
              key={`${profile.name}|${profile.surname}|${profile.company}|${profile.devKey ?? ''}`}
              profile={profile}
            />
          </div>
          <div className={styles.card}>
            <PasswordForm />
          </div>
        </div>
      ) : (
        <Body1 role="status">Loading the profile…</Body1>
      )}
    </section>
  );
};
