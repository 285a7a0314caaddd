import { ContainerModule } from 'inversify';
import { commandNoticeRules } from './command-notices';
import { DesktopNotifications } from './desktop-notifications';
import { DesktopPermission } from './desktop-permission';
import { NoticeRules } from './notice';
import { NotificationQueries } from './notifications.queries';

/** The toaster's feed and desktop notifications; the shell's own notice rules (the display zone). */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NoticeRules).toConstantValue(commandNoticeRules);
  bind(NotificationQueries).toSelf().inSingletonScope();
  bind(DesktopNotifications).toSelf().inSingletonScope();
  bind(DesktopPermission).toSelf().inSingletonScope();
});
