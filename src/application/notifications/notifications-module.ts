import { ContainerModule } from 'inversify';
import { commandNoticeRules } from './command-notices';
import { DesktopPermission } from './desktop-permission';
import { NoticeRules } from './notice';
import { NotificationQueries } from './notifications.queries';

/**
 * The toaster's feed, the desktop permission the profile menu asks, the shell's own notice rules (the display
 * zone). The desktop notifications themselves are the signed-in part's (manifest.ts).
 */
export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(NoticeRules).toConstantValue(commandNoticeRules);
  bind(NotificationQueries).toSelf().inSingletonScope();
  bind(DesktopPermission).toSelf().inSingletonScope();
});
