import { Body1, makeStyles, MessageBar, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { MaintenanceStatusQueries } from '../../application/maintenance';
import { useObservable, useService } from '../shared';
import { MaintenanceForm } from './maintenance-form';
import { MaintenanceStatus } from './maintenance-status';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    overflowY: 'auto',
    // The flex gap spaces the page; headings and paragraphs keep no margins of their own.
    '& > h1, & > p': { margin: 0 },
    // The page scrolls at its full width; its content keeps a readable line length.
    '& > *': { maxWidth: '720px' },
  },
});

/** /settings/maintenance (spec 3 §2.2, §4): the status and a form to start or stop maintenance (root, developer). */
export const MaintenanceScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const view = useObservable(useService(MaintenanceStatusQueries).view$, undefined);
  return (
    <section className={styles.page} aria-labelledby="maintenance-screen-title">
      <Title2 as="h1" id="maintenance-screen-title">
        Maintenance
      </Title2>
      {!view ? (
        <Body1 role="status">Checking maintenance…</Body1>
      ) : !view.allowed ? (
        <MessageBar intent="warning">
          <MessageBarBody>Only root and developer accounts start or stop maintenance.</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <MaintenanceStatus view={view} />
          <Body1 as="p">
            While maintenance runs, every console is blocked and login is disabled, except for the accounts in the
            bypass list of the &apos;maintenance&apos; setting.
          </Body1>
          <MaintenanceForm running={view.state === 'running' || view.state === 'scheduled'} />
        </>
      )}
    </section>
  );
};
