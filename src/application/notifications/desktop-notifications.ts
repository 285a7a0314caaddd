import { inject, injectable } from 'inversify';
import { Subscription, timer } from 'rxjs';
import { DesktopNotifier } from './desktop-notifier';
import { NotificationQueries } from './notifications.queries';

/** "A desktop notification closes after 15 s" (spec 1 §9). */
export const desktopNotificationCloseMs = 15_000;

/**
 * Repeats each new command result as a desktop notification while the page is hidden (an operator on
 * another tab still learns that a transcoder failed), and closes it after 15 s.
 */
@injectable()
export class DesktopNotifications {
  private subscriptions: Subscription | undefined;
  private readonly seen = new Set<string>();

  constructor(
    @inject(NotificationQueries) private readonly notifications: NotificationQueries,
    @inject(DesktopNotifier) private readonly notifier: DesktopNotifier,
  ) {}

  start(): void {
    if (this.subscriptions) return;
    const subscriptions = new Subscription();
    let first = true;
    subscriptions.add(
      this.notifications.results$.subscribe((notices) => {
        for (const notice of notices) {
          if (this.seen.has(notice.id)) continue;
          this.seen.add(notice.id);
          // Results that were there before this started were toasted (or not) already.
          if (first || !this.notifier.wanted()) continue;
          const shown = this.notifier.show(notice.title, notice.body);
          if (shown) subscriptions.add(timer(desktopNotificationCloseMs).subscribe(() => shown.close()));
        }
        first = false;
      }),
    );
    this.subscriptions = subscriptions;
  }

  stop(): void {
    this.subscriptions?.unsubscribe();
    this.subscriptions = undefined;
  }
}
