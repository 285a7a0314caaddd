import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { ConnectionQueries } from './connection.queries';
import { LoginQueries } from './login.queries';
import { MaintenanceQueries } from './maintenance.queries';
import { MaintenanceReload } from './maintenance-reload';
import { SessionCommands, sessionNoticeRules } from './session.commands';
import { ToolbarQueries } from './toolbar.queries';

/** The console shell: login, top bar, loading overlay, staleness indicator and maintenance. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(SessionCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(sessionNoticeRules);
  bind(LoginQueries).toSelf().inSingletonScope();
  bind(MaintenanceQueries).toSelf().inSingletonScope();
  bind(MaintenanceReload).toSelf().inSingletonScope();
  bind(ToolbarQueries).toSelf().inSingletonScope();
  bind(ConnectionQueries).toSelf().inSingletonScope();
});
