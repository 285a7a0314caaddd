import { ContainerModule } from 'inversify';
import type { FeatureManifest } from '../features';
import { controlNoticeRules } from './control-notices';
import { DesktopNotifications } from './desktop-notifications';
import { NoticeRules } from './notice';

/**
 * The notifications' signed-in part (the toaster itself is on every page): the control commands' toasts and the
 * desktop notifications, which only a signed-in console shows — kept out of the login route's entry chunk.
 */
export const signedInNotificationsModule = new ContainerModule(({ bind }) => {
  bind(NoticeRules).toConstantValue(controlNoticeRules);
  bind(DesktopNotifications).toSelf().inSingletonScope();
});

export const notificationsManifest: FeatureManifest = { module: signedInNotificationsModule };
