export { commandNoticeRules, failureDetail, fallbackNotice, outcomeDetail } from './command-notices';
export { desktopNotificationCloseMs, DesktopNotifications } from './desktop-notifications';
export { DesktopNotifier, noDesktopNotifier } from './desktop-notifier';
export { DesktopPermission, desktopPermissionAskedKey } from './desktop-permission';
export type { DesktopNotificationHandle } from './desktop-notifier';
export { NoticeRules } from './notice';
export type { Notice, NoticeIntent, NoticeRule, NoticeText, SettledCommand } from './notice';
export { notificationsModule } from './notifications-module';
export {
  NoticeSource,
  NotificationQueries,
  recentResultsKept,
  stillWaitingAfterMs,
  stillWaitingText,
} from './notifications.queries';
