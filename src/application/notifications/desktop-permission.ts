import { inject, injectable } from 'inversify';
import { KeyValueStorage } from '../ports';
import { DesktopNotifier } from './desktop-notifier';

/** Remembers that this browser was asked, so the prompt comes once and not at every login. */
export const desktopPermissionAskedKey = 'desktop_notifications_asked';

/**
 * When to ask for desktop notifications (spec 1 §9: they close after 15 s): after a successful login, once
 * per browser, and only while the user has not decided. Never on page load: a prompt nobody asked for is
 * what browsers learn to block, and a console opened from a bookmark should not start with one.
 */
@injectable()
export class DesktopPermission {
  constructor(
    @inject(DesktopNotifier) private readonly notifier: DesktopNotifier,
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
  ) {}

  /** Called when a login succeeded. */
  afterLogin(): void {
    if (!this.notifier.canAsk() || this.storage.get(desktopPermissionAskedKey) !== undefined) return;
    this.storage.set(desktopPermissionAskedKey, true);
    this.notifier.requestPermission();
  }
}
