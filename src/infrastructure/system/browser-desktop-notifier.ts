import type { DesktopNotificationHandle, DesktopNotifier } from '../../application/notifications';

/** The browser's Notification API, as far as the console uses it (a test hands in a fake). */
export interface NotificationApi {
  readonly permission: string;
  /** A promise in current browsers; older Safari answered through a callback and returned nothing. */
  requestPermission?(): Promise<string> | void;
  new (title: string, options?: { body?: string; tag?: string }): DesktopNotificationHandle;
}

/** The page's side of desktop notifications. */
export interface NotificationHost {
  readonly document: { readonly hidden: boolean };
  readonly Notification?: NotificationApi;
}

/**
 * DesktopNotifier over the browser's Notification API. It shows notifications only once the user has allowed
 * them, and asks only when told to (DesktopPermission decides when: after a login, once).
 */
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

  canAsk(): boolean {
    const Api = this.host.Notification;
    return Api !== undefined && typeof Api.requestPermission === 'function' && Api.permission === 'default';
  }

  requestPermission(): void {
    try {
      // The answer needs no handling: `permission` reads it when a notification is due. A refused or failed
      // prompt only means there will be none (the toasts stay).
      void Promise.resolve(this.host.Notification?.requestPermission?.()).catch(() => undefined);
    } catch {
      // A browser that throws for a prompt outside a user gesture: no desktop notifications, nothing else.
    }
  }
}
