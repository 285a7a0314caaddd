import type { DesktopNotificationHandle, DesktopNotifier } from '../../application/notifications';

/** The page's side of desktop notifications: the Notification API, used only once the user has allowed it. */
export interface NotificationHost {
  readonly document: { readonly hidden: boolean };
  readonly Notification?: { readonly permission: string; new (title: string, options?: { body?: string; tag?: string }): DesktopNotificationHandle };
}

/** DesktopNotifier over the browser's Notification API (never asks for permission by itself). */
export class BrowserDesktopNotifier implements DesktopNotifier {
  constructor(private readonly host: NotificationHost) {}

  wanted(): boolean {
    return this.host.document.hidden && this.host.Notification?.permission === 'granted';
  }

  show(title: string, body?: string): DesktopNotificationHandle | undefined {
    const Api = this.host.Notification;
    if (Api?.permission !== 'granted') return undefined;
    try {
      return new Api(title, body === undefined ? {} : { body });
    } catch {
      // Some browsers allow notifications only from a service worker; the toast has already been shown.
      return undefined;
    }
  }
}
