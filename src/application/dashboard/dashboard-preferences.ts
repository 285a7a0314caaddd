import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { defaultDashboardLayout, isDashboardLayout, type DashboardLayout } from '../../domain/schedule';
import { KeyValueStorage } from '../ports';
import { StateReader } from '../store';

export const layoutKey = 'dashboard.layout';
export const ownEventsKey = 'dashboard.own_events';

/**
 * What the dashboard remembers in local storage: list or tiles (spec 1 §2.5 "toggle remembered") and the admin
 * 'filter own events' switch (remembered too, so the to-do list survives a reload). Bad stored values fall back.
 * Each change is also a journaled command (DashboardCommands), folded into `dashboardChoices`, whose value wins
 * over the stored one: live they agree, and a replay shows what the operator had chosen by the cursor.
 */
@injectable()
export class DashboardPreferences {
  private readonly layout: BehaviorSubject<DashboardLayout>;
  private readonly ownEvents: BehaviorSubject<boolean>;

  readonly layout$: Observable<DashboardLayout>;
  readonly ownEvents$: Observable<boolean>;

  constructor(
    @inject(KeyValueStorage) private readonly storage: KeyValueStorage,
    @inject(StateReader) store: StateReader,
  ) {
    const stored = storage.get(layoutKey);
    this.layout = new BehaviorSubject<DashboardLayout>(isDashboardLayout(stored) ? stored : defaultDashboardLayout);
    this.ownEvents = new BehaviorSubject<boolean>(storage.get(ownEventsKey) === true);
    const choices$ = store.select((state) => state.dashboardChoices);
    this.layout$ = combineLatest([this.layout, choices$]).pipe(
      map(([remembered, choices]) => choices.layout ?? remembered),
      distinctUntilChanged(),
    );
    this.ownEvents$ = combineLatest([this.ownEvents, choices$]).pipe(
      map(([remembered, choices]) => choices.ownEvents ?? remembered),
      distinctUntilChanged(),
    );
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
