import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { LoginQueries } from './login.queries';
import { MaintenanceQueries } from './maintenance.queries';
import { MaintenanceReload } from './maintenance-reload';
import { SessionCommands, sessionNoticeRules } from './session.commands';

/** The console shell on every page: login and maintenance (the top bar and connection views: manifest.ts). */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(SessionCommands).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(sessionNoticeRules);
  bind(LoginQueries).toSelf().inSingletonScope();
  bind(MaintenanceQueries).toSelf().inSingletonScope();
  bind(MaintenanceReload).toSelf().inSingletonScope();
});
