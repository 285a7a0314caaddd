import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import { defaultEventRange, filterPushFailure } from '../../domain/schedule';
import {
  dashboardDays,
  dashboardItems,
  eventsFailedMessage,
  sameDashboardItems,
  type DashboardItem,
  type DashboardLayout,
} from '../../domain/dashboard';
import { formatDate } from '../../domain/clock';
import { ClockPort } from '../ports';
import { sameFields, serverNow$, shareLatest } from '../shared';
import { eventsAllTopic } from '../schedule';
import { StateReader } from '../store';
import { DashboardFeed } from './dashboard-feed';
import { DashboardPreferences } from './dashboard-preferences';

/** What the signed-in account may see on the dashboard (spec 1 §6 "Admin-only UI"). */
export interface DashboardViewer {
  readonly email: string;
  readonly ownEventsFilter: boolean;
  readonly connectionStats: boolean;
  readonly todoButton: boolean;
  /** Opening a channel from a row is for admins only (spec 2 §2). */
  readonly openChannels: boolean;
}

export interface DashboardRange {
  /** dd.mm.yyyy of the first and last day of the range. */
  readonly from: string;
  readonly to: string;
}

export interface DashboardList {
  /** An events:all list has arrived (until then the view says it is loading). */
  readonly loaded: boolean;
  /** No list has arrived and the dashboard's newest filter push failed: what to say instead of loading. */
  readonly failed?: string;
  readonly items: readonly DashboardItem[];
  readonly eventCount: number;
}

/**
 * The dashboard list (spec 1 §2.5): days ('Today' for the current day), event groups, list or tiles, limited to
 * the to-do list when an admin asks. The lines are recomputed only when the list, the day, the layout or the
 * switch change (not on every clock tick), and emitted only when they differ: rows follow their own events.
 */
@injectable()
export class DashboardQueries {
  private readonly columns = new BehaviorSubject(1);

  readonly viewer$: Observable<DashboardViewer>;
  readonly layout$: Observable<DashboardLayout>;
  /** The switch as shown: only an account that may use it sees it on. */
  readonly ownEvents$: Observable<boolean>;
  readonly range$: Observable<DashboardRange | undefined>;
  readonly list$: Observable<DashboardList>;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(DashboardFeed) private readonly feed: DashboardFeed,
    @inject(DashboardPreferences) preferences: DashboardPreferences,
    @inject(ClockPort) clock: ClockPort,
  ) {
    const zone = feed.displayZone;
    this.viewer$ = store
      .select((state) => state.session.profile)
      .pipe(
        map((profile): DashboardViewer => ({
          email: profile?.email ?? '',
          ownEventsFilter: canSeeFeature('own_events_filter', profile?.type),
          connectionStats: canSeeFeature('connection_stats', profile?.type),
          todoButton: canSeeFeature('todo_button', profile?.type),
          openChannels: canSeeFeature('instance_details_menu', profile?.type),
        })),
        distinctUntilChanged(sameFields),
        shareLatest(),
      );
    this.layout$ = preferences.layout$;
    this.ownEvents$ = combineLatest([this.viewer$, preferences.ownEvents$]).pipe(
      map(([viewer, on]) => viewer.ownEventsFilter && on),
      distinctUntilChanged(),
      shareLatest(),
    );
    this.range$ = feed.range$.pipe(
      map((range) => (range ? { from: formatDate(range.start, zone), to: formatDate(range.end, zone) } : undefined)),
    );
    // The start of the current day moves once a day; 'Today' is recomputed then, not every second.
    const today$ = serverNow$(store, clock).pipe(
      map((now) => defaultEventRange(now, zone).start),
      distinctUntilChanged(),
    );
    // The schedule's list and the days held around the range (Previous/Next day draw from them until the server's
    // answer is complete), in one select: an answer's page changes both, and the list is derived once for it.
    const lists$ = store.select(
      (state) => ({ schedule: state.schedule, window: state.dashboardWindow }),
      (a, b) =>
        a.schedule.events === b.schedule.events &&
        a.schedule.groups === b.schedule.groups &&
        a.schedule.loadedAt === b.schedule.loadedAt &&
        a.window.events === b.window.events &&
        a.window.answered === b.window.answered,
    );
    const failure$ = store.select((state) => filterPushFailure(state.feedPushes, eventsAllTopic));
    this.list$ = combineLatest([
      lists$,
      feed.range$,
      today$,
      this.viewer$,
      this.ownEvents$,
      preferences.layout$,
      this.columns,
      failure$,
    ]).pipe(
      map(([{ schedule, window }, range, today, viewer, ownEvents, layout, columns, failure]): DashboardList => {
        const days = dashboardDays(schedule, {
          zone,
          now: today,
          ...(ownEvents ? { ownEventsOf: viewer.email } : {}),
          ...(range ? { range, window } : {}),
        });
        const eventCount = days.reduce(
          (sum, day) => sum + day.groups.reduce((count, group) => count + group.events.length, 0),
          0,
        );
        const loaded = schedule.loadedAt !== undefined;
        return {
          loaded,
          items: dashboardItems(days, layout, columns),
          eventCount,
          ...(!loaded && failure ? { failed: eventsFailedMessage(failure) } : {}),
        };
      }),
      distinctUntilChanged(
        (a, b) =>
          a.loaded === b.loaded &&
          a.failed === b.failed &&
          a.eventCount === b.eventCount &&
          sameDashboardItems(a.items, b.items),
      ),
      shareLatest(),
    );
  }

  /** The dashboard was mounted: hold events:all and push the default range; the release lets go of both. */
  open(): () => void {
    return this.feed.open();
  }

  /** Settles when the range shown has been asked for (what a test or a first paint waits on). */
  asked(): Promise<void> {
    return this.feed.asked();
  }

  /** How many tiles fit on a line, measured by the view (a view fact, not a user action: not journaled). */
  setTileColumns(columns: number): void {
    const whole = Math.max(1, Math.floor(columns));
    if (whole !== this.columns.value) this.columns.next(whole);
  }
}
