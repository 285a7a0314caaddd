import { inject, injectable, optional } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  cloudrecFilter, cloudrecPageSize, cloudrecRangeFrom, defaultCloudrecRange, matchesCloudrecSearch, mayHaveMoreRecordings, recordingDays,
} from '../../domain/clips';
import { serverNowSeconds } from '../../domain/clock';
import { formatTime, listedEvents, scheduleCommandNames, type DateRange, type EventFilter, type ScheduledEvent } from '../../domain/schedule';
import { CommandBus } from '../commands';
import { ClockPort, SocketPort } from '../ports';
import { DisplayZone, platformZone } from '../processes/display-zone';
import { ProjectionStore } from '../store/projection-store';

/** One recording in the list: what the row shows and where it leads. */
export interface RecordingRow {
  readonly uuid: string;
  readonly title: string;
  readonly subtitle: string;
  /** HH:mm – HH:mm in the display zone. */
  readonly time: string;
}

export interface RecordingDayView {
  readonly dayStart: number;
  readonly heading: string;
  readonly events: readonly RecordingRow[];
}

export interface CloudrecListView {
  readonly days: readonly RecordingDayView[];
  /** Events loaded so far (before the search box narrows them). */
  readonly loaded: number;
  /** The last page came back full: 'Load next 50' may find more. */
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
}

interface Paging {
  readonly range?: DateRange;
  readonly pages: number;
  readonly loading: boolean;
  readonly failed: boolean;
}

// The schedule list holds whatever filter was pushed last (the dashboard pushes its own): the cloudrec view
// shows it only while it is a cloudrec filter.
const isCloudrecFilter = (filter: EventFilter | undefined): boolean =>
  filter?.limit === cloudrecPageSize && filter.order_by?.[0]?.field === 'cached_start_time' && filter.order_by[0].direction === 'desc';

/**
 * The cloud recording list (spec 2 §2): events:all with offset, limit 50 and newest kickoff first; each
 * 'Load next 50' asks for the following page, which the schedule projection adds to the list.
 */
@injectable()
export class CloudrecList {
  private readonly paging = new BehaviorSubject<Paging>({ pages: 0, loading: false, failed: false });
  private readonly search = new BehaviorSubject('');
  private readonly zone: string;
  readonly search$: Observable<string> = this.search.asObservable();
  readonly view$: Observable<CloudrecListView>;

  constructor(
    @inject(ProjectionStore) private readonly store: ProjectionStore,
    @inject(CommandBus) private readonly commands: CommandBus,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) @optional() zone?: DisplayZone,
  ) {
    this.zone = zone ?? platformZone();
    const schedule$ = store.select((state) => state.schedule);
    const now$ = store.select((state) => serverNowSeconds(state.clock) ?? Math.floor(this.clock.now() / 1000)).pipe(map((now) => Math.floor(now / 3600)), distinctUntilChanged());
    this.view$ = combineLatest([schedule$, this.paging, this.search, now$]).pipe(
      map(([schedule, paging, search]) => {
        const events = isCloudrecFilter(schedule.filter) ? listedEvents(schedule) : [];
        const now = serverNowSeconds(this.store.state.clock) ?? Math.floor(this.clock.now() / 1000);
        return {
          days: recordingDays(events.filter((event) => matchesCloudrecSearch(event, search)), now, this.zone)
            .map((day) => ({ dayStart: day.dayStart, heading: day.heading, events: day.events.map((event) => this.rowOf(event)) })),
          loaded: events.length,
          hasMore: paging.pages > 0 && !paging.loading && mayHaveMoreRecordings(events.length, paging.pages),
          loading: paging.loading,
          failed: paging.failed,
        };
      }),
    );
  }

  /** Opens the list over `range` (the /cloudrec/clip query), or over every recording up to today. */
  async open(range?: DateRange): Promise<void> {
    this.paging.next({ ...(range ? { range } : {}), pages: 0, loading: false, failed: false });
    await this.socket.join('events:all').catch(() => undefined);
    await this.loadNext();
  }

  /** Opens the list from a route's `start`/`end` query (unix seconds); without a valid pair, every recording. */
  openWithQuery(start: string | null, end: string | null): Promise<void> {
    return this.open(cloudrecRangeFrom(start, end));
  }

  /** 'Load next 50': the page after those loaded; ignored while one is on its way. */
  async loadNext(): Promise<void> {
    const paging = this.paging.value;
    if (paging.loading) return;
    const now = serverNowSeconds(this.store.state.clock) ?? Math.floor(this.clock.now() / 1000);
    const filter = cloudrecFilter(paging.range ?? defaultCloudrecRange(now, this.zone), paging.pages);
    this.paging.next({ ...paging, loading: true, failed: false });
    const result = await this.commands.push({ name: scheduleCommandNames.filterEvents, topic: 'events:all', event: 'filter', payload: filter });
    const ok = result.outcome === 'ok';
    this.paging.next({ ...this.paging.value, pages: ok ? paging.pages + 1 : paging.pages, loading: false, failed: !ok });
  }

  private rowOf(event: ScheduledEvent): RecordingRow {
    return {
      uuid: event.uuid,
      title: event.title ?? '',
      subtitle: event.subtitle ?? '',
      time: `${formatTime(event.cached_start_time, this.zone)} – ${formatTime(event.cached_end_time, this.zone)}`,
    };
  }

  setSearch(text: string): void {
    this.search.next(text);
  }
}
