import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { ConnectionStatsQueries } from './connection-stats.queries';
import { DashboardCommands } from './dashboard.commands';
import { DashboardFeed } from './dashboard-feed';
import { dashboardNoticeRules } from './dashboard-notices';
import { DashboardPreferences } from './dashboard-preferences';
import { DashboardQueries } from './dashboard.queries';
import { DashboardSearch } from './dashboard-search';
import { EventRowQueries } from './event-row.queries';

/** The dashboard (issue 5, spec 1 §2.5): its events:all feed, list and row queries, search, commands and toasts. */
export const dashboardModule = new ContainerModule(({ bind }) => {
  bind(NoticeRules).toConstantValue(dashboardNoticeRules);
  bind(DashboardFeed).toSelf().inSingletonScope();
  bind(DashboardPreferences).toSelf().inSingletonScope();
  bind(DashboardQueries).toSelf().inSingletonScope();
  bind(EventRowQueries).toSelf().inSingletonScope();
  bind(DashboardSearch).toSelf().inSingletonScope();
  bind(DashboardCommands).toSelf().inSingletonScope();
  bind(ConnectionStatsQueries).toSelf().inSingletonScope();
});
