import { ContainerModule } from 'inversify';
import { NoticeRules } from '../notifications';
import { InstanceCommands } from './instance.commands';
import { InstancePanelQueries } from './instance-panel.queries';
import { InstanceStatusFeed } from './instance-status-feed';
import { InstanceAdminCommands } from './instances-admin.commands';
import { InstancesAdminQueries } from './instances-admin.queries';
import { instanceNoticeRules } from './instances-notices';
import { OnlineInstancesQueries } from './online-instances.queries';

/**
 * The instance panel and info card (spec 1 §2.7, spec 2 §2) and /instances (spec 3 §2.3). Streamer toasts are
 * the notifications module's (control messages); saves and removals bind theirs here.
 */
export const instancesModule = new ContainerModule(({ bind }) => {
  bind(InstanceStatusFeed).toSelf().inSingletonScope();
  bind(InstancePanelQueries).toSelf().inSingletonScope();
  bind(InstanceCommands).toSelf().inSingletonScope();
  bind(InstancesAdminQueries).toSelf().inSingletonScope();
  bind(InstanceAdminCommands).toSelf().inSingletonScope();
  bind(OnlineInstancesQueries).toSelf().inSingletonScope();
  bind(NoticeRules).toConstantValue(instanceNoticeRules);
});
