import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { dashboardLayouts, defaultDashboardLayout, type DashboardLayout } from '../../domain/schedule';
import { KeyValueStorage } from '../ports';

export const layoutKey = 'dashboard.layout';
export const ownEventsKey = 'dashboard.own_events';

const isLayout = (value: unknown): value is DashboardLayout => dashboardLayouts.some((layout) => layout === value);

/**
 * What the dashboard remembers in local storage: list or tiles (spec 1 §2.5 "toggle remembered") and the admin
 * 'filter own events' switch (remembered too, so the to-do list survives a reload). Bad stored values fall back.
 */
@injectable()
export class DashboardPreferences {
  private readonly layout: BehaviorSubject<DashboardLayout>;
  private readonly ownEvents: BehaviorSubject<boolean>;

  readonly layout$: Observable<DashboardLayout>;
  readonly ownEvents$: Observable<boolean>;

  constructor(@inject(KeyValueStorage) private readonly storage: KeyValueStorage) {
    const stored = storage.get(layoutKey);
    this.layout = new BehaviorSubject<DashboardLayout>(isLayout(stored) ? stored : defaultDashboardLayout);
    this.ownEvents = new BehaviorSubject<boolean>(storage.get(ownEventsKey) === true);
    this.layout$ = this.layout.asObservable();
    this.ownEvents$ = this.ownEvents.asObservable();
  }

  setLayout(layout: DashboardLayout): void {
    this.storage.set(layoutKey, layout);
    this.layout.next(layout);
  }

  setOwnEvents(on: boolean): void {
    this.storage.set(ownEventsKey, on);
    this.ownEvents.next(on);
  }
}
