import { Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { DashboardQueries } from '../../application/dashboard';
import { useService, useObservable } from '../shared';
import { DashboardList } from './dashboard-list';
import { DashboardSidebar } from './dashboard-sidebar';

const useStyles = makeStyles({
  screen: { display: 'flex', flexGrow: 1, minHeight: 0, height: '100%', position: 'relative' },
  main: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, minHeight: 0, position: 'relative' },
  title: { padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} 0`, margin: 0 },
  add: {
    position: 'absolute',
    right: tokens.spacingHorizontalXXL,
    bottom: tokens.spacingVerticalXXL,
    zIndex: 2,
    boxShadow: tokens.shadow16,
  },
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
  useEffect(() => {
    void queries.open();
    return () => queries.close();
  }, [queries]);
  return (
    <div className={styles.screen}>
      <DashboardSidebar />
      <section className={styles.main} aria-labelledby="dashboard-title">
        <Title2 as="h1" id="dashboard-title" className={styles.title}>
          Dashboard
        </Title2>
        <DashboardList layout={layout} />
        <Button
          className={styles.add}
          appearance="primary"
          shape="circular"
          size="large"
          icon={<AddRegular />}
          aria-label="Add event"
          data-testid="add-event"
          onClick={() => navigate('/dashboard/event_new')}
        />
        <Outlet />
      </section>
    </div>
  );
};
