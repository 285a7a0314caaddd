import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import { defaultDashboardLayout, isDashboardLayout, type DashboardLayout } from '../../domain/dashboard';
import { RememberedViews, type RememberedView } from '../shared';
import { StateReader } from '../store';

export const layoutKey = 'dashboard.layout';
export const ownEventsKey = 'dashboard.own_events';

/**
 * What the dashboard remembers on this device: list or tiles (spec 1 §2.5 "toggle remembered") and the admin
 * 'filter own events' switch (remembered too, so the to-do list survives a reload). Bad stored values fall back.
 * Each change is also a journaled command (DashboardCommands), folded into `dashboardChoices`, whose value wins
 * over the remembered one: live they agree, and a replay shows what the operator had chosen by the cursor.
 */
@injectable()
export class DashboardPreferences {
  private readonly layout: RememberedView<DashboardLayout>;
  private readonly ownEvents: RememberedView<boolean>;

  readonly layout$: Observable<DashboardLayout>;
  readonly ownEvents$: Observable<boolean>;

  constructor(@inject(RememberedViews) views: RememberedViews, @inject(StateReader) store: StateReader) {
    this.layout = views.remember(layoutKey, (stored) => (isDashboardLayout(stored) ? stored : defaultDashboardLayout));
    this.ownEvents = views.remember(ownEventsKey, (stored) => stored === true);
    const choices$ = store.select((state) => state.dashboardChoices);
    this.layout$ = this.layout.shownWith(choices$.pipe(map((choices) => choices.layout)));
    this.ownEvents$ = this.ownEvents.shownWith(choices$.pipe(map((choices) => choices.ownEvents)));
  }

  setLayout(layout: DashboardLayout): void {
    this.layout.choose(layout);
  }

  setOwnEvents(on: boolean): void {
    this.ownEvents.choose(on);
  }
}
