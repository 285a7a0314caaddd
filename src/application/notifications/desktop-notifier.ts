/** A desktop notification on screen. */
export interface DesktopNotificationHandle {
  close(): void;
}

/**
 * The platform's desktop notifications (the browser's Notification API, bound by the composition root).
 * `wanted` says whether one would be seen where a toast would not: permission granted and the page hidden.
 */
export interface DesktopNotifier {
  wanted(): boolean;
  show(title: string, body?: string): DesktopNotificationHandle | undefined;
  /** The platform has desktop notifications and the user has neither allowed nor refused them yet. */
  canAsk(): boolean;
  /** Asks the user for permission (the browser's own prompt); what they answer is the browser's to keep. */
  requestPermission(): void;
}
export const DesktopNotifier = Symbol('DesktopNotifier');

/** Where there are no desktop notifications (Node, tests, a browser without the API). */
export const noDesktopNotifier: DesktopNotifier = {
  wanted: () => false,
  show: () => undefined,
  canAsk: () => false,
  requestPermission: () => undefined,
};
