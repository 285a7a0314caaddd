import { Button, Caption1, makeStyles, Switch, ToggleButton, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, GridRegular, TextBulletListLtrRegular } from '@fluentui/react-icons';
import { DashboardCommands, DashboardQueries, type DashboardViewer } from '../../application/dashboard';
import { OnlineInstances } from '../instances';
import { useService, useObservable } from '../shared';
import { ConnectionStats } from './connection-stats';
import { EventSearch } from './event-search';

const useStyles = makeStyles({
  // Spec 1 §9: the dashboard sidebar is 350 wide.
  sidebar: {
    width: '350px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
    boxSizing: 'border-box',
    // Its size never depends on its content (350 wide, the screen's height, scrolling): strict containment keeps a
    // layout inside it (a sparkline, a figure) from reaching the list beside it, and the list's from reaching it.
    contain: 'strict',
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const noViewer: DashboardViewer = {
  email: '',
  ownEventsFilter: false,
  connectionStats: false,
  todoButton: false,
  openChannels: false,
};

const DayNavigation = (): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(DashboardCommands);
  const range = useObservable(useService(DashboardQueries).range$, undefined);
  return (
    <nav aria-label="Days" className={styles.row}>
      <Button icon={<ArrowLeftRegular />} onClick={() => void commands.previousDay()} data-testid="previous-day">
        Previous day
      </Button>
      <Button
        icon={<ArrowRightRegular />}
        iconPosition="after"
        onClick={() => void commands.nextDay()}
        data-testid="next-day"
      >
        Next day
      </Button>
      {range && <Caption1 data-testid="dashboard-range" aria-live="polite">{`${range.from} – ${range.to}`}</Caption1>}
    </nav>
  );
};

const LayoutToggle = (): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(DashboardCommands);
  const layout = useObservable(useService(DashboardQueries).layout$, 'list');
  return (
    <div role="group" aria-label="Show events as" className={styles.row}>
      <ToggleButton
        checked={layout === 'list'}
        icon={<TextBulletListLtrRegular />}
        onClick={() => commands.setLayout('list')}
        data-testid="layout-list"
      >
        List
      </ToggleButton>
      <ToggleButton
        checked={layout === 'tiles'}
        icon={<GridRegular />}
        onClick={() => commands.setLayout('tiles')}
        data-testid="layout-tiles"
      >
        Tiles
      </ToggleButton>
    </div>
  );
};

/**
 * Search, day navigation, list/tiles and, for admins, the to-do switch and connection stats (spec 1 §2.5); the
 * online instances side bar (spec 3 §2.5).
 */
export const DashboardSidebar = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DashboardQueries);
  const commands = useService(DashboardCommands);
  const viewer = useObservable(queries.viewer$, noViewer);
  const ownEvents = useObservable(queries.ownEvents$, false);
  return (
    <aside className={styles.sidebar} aria-label="Dashboard tools">
      <EventSearch />
      <DayNavigation />
      <LayoutToggle />
      {viewer.ownEventsFilter && (
        <Switch
          label="filter own events"
          checked={ownEvents}
          onChange={(_event, data) => commands.setOwnEvents(data.checked)}
          data-testid="own-events"
        />
      )}
      {viewer.connectionStats && <ConnectionStats />}
      <OnlineInstances />
    </aside>
  );
};
