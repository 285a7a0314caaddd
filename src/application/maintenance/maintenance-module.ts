import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { maintenanceNoticeRules } from './maintenance-notices';
import { MaintenanceCommands } from './maintenance.commands';
import { MaintenanceStatusQueries } from './maintenance-status.queries';

/** /settings/maintenance (spec 3 §2.2, §4): start and stop. The poller itself is the session module's. */
export const maintenanceModule = new ContainerModule(({ bind }) => {
  bind(MaintenanceCommands).toSelf().inSingletonScope();
  bind(MaintenanceStatusQueries).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(maintenanceNoticeRules);
});
