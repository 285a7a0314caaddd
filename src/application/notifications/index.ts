export { commandNotices, silentNotice } from './command-notices-kit';
export type { RegistryNotices, RuleArgs } from './command-notices-kit';
export {
  commandNoticeRules,
  failureDetail,
  failureNotice,
  fallbackNotice,
  networkIssueNotice,
  outcomeDetail,
} from './command-notices';
export { desktopNotificationCloseMs, DesktopNotifications } from './desktop-notifications';
export { DesktopNotifier, noDesktopNotifier } from './desktop-notifier';
export { DesktopPermission, desktopPermissionAskedKey } from './desktop-permission';
export type { DesktopNotificationHandle } from './desktop-notifier';
export { NoticeOffers, NoticeRules } from './notice';
export type { Notice, NoticeIntent, NoticeOffer, NoticeRule, NoticeText, SettledCommand } from './notice';
export { notificationsModule } from './notifications-module';
export {
  NoticeSource,
  NotificationQueries,
  recentResultsKept,
  stillWaitingAfterMs,
  stillWaitingText,
} from './notifications.queries';
