import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SettingsAreaQueries } from '../../application/settings';
import type { SettingsTab } from '../../domain/accounts';
import { Loading, useObservable, useService } from '../shared';

// The same page frame as the settings forms (maintenance, external devices), so a refusal sits where a page would.
const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    '& > h1, & > p': { margin: 0 },
  },
});

/**
 * A tab of the settings area opened by someone its rights leave out (spec 3 §6; a typed or old link): it says so
 * instead of a table the server would refuse to fill.
 */
export const SettingsTabGuard = ({ tab, children }: { tab: SettingsTab; children: ReactNode }): React.JSX.Element => {
  const styles = useStyles();
  const access = useObservable(useService(SettingsAreaQueries).access$, undefined);
  if (access === undefined) return <Loading label="Checking access…" />;
  if (access[tab]) return <>{children}</>;
  return (
    <section aria-labelledby="settings-refused" className={styles.page}>
      <Title2 as="h1" id="settings-refused">
        Not available
      </Title2>
      <Body1 as="p" data-testid="settings-refused">
        Your account type cannot open this settings tab.
      </Body1>
    </section>
  );
};
