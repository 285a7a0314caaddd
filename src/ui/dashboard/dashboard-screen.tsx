import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { DashboardQueries } from '../../application/dashboard';
import { ScreenTitle, useService, useObservable } from '../shared';
import { DashboardList } from './dashboard-list';
import { DashboardSidebar } from './dashboard-sidebar';

const useStyles = makeStyles({
  screen: { display: 'flex', flexGrow: 1, minHeight: 0, height: '100%', position: 'relative' },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0, position: 'relative' },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
});

/**
 * /dashboard (spec 1 §2.5): the sidebar and the windowed event list, with the sheet routes (event editor,
 * channel, instance, list) drawn through the Outlet over the list. Mounting joins events:all; unmounting
 * leaves it (docs/protocol/schedule.md "Dashboard").
 */
export const DashboardScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DashboardQueries);
  const navigate = useNavigate();
  const layout = useObservable(queries.layout$, 'list');
  useEffect(() => queries.open(), [queries]);
  return (
    <div className={styles.screen}>
      <DashboardSidebar />
      <section className={styles.main} aria-labelledby="dashboard-title">
        {/* Spec 1 §2.5's add-event button sits in the title bar, not floating over the list, where it covered a
            row's Stop button (issue 21). */}
        <ScreenTitle
          id="dashboard-title"
          className={styles.title}
          actions={
            <Button
              appearance="primary"
              icon={<AddRegular />}
              data-testid="add-event"
              onClick={() => navigate('/dashboard/event_new')}
            >
              Add event
            </Button>
          }
        >
          Dashboard
        </ScreenTitle>
        <DashboardList layout={layout} />
        <Outlet />
      </section>
    </div>
  );
};
