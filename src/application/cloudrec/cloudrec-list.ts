import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, of, type Observable } from 'rxjs';
import {
  cloudrecFeedTarget,
  cloudrecPageState,
  cloudrecPaging,
  cloudrecRangeFrom,
  defaultCloudrecRange,
  isCloudrecFilter,
  lastCloudrecPush,
  matchesCloudrecSearch,
  recordingDays,
  type CloudrecPageState,
} from '../../domain/clips';
import { defaultEventStates, listedEvents, type DateRange, type ScheduledEvent } from '../../domain/schedule';
import { formatTime } from '../../domain/clock';
import { ClockPort, CommandPort } from '../ports';
import { EventsFeed } from '../schedule';
import { DisplayZone, serverNow, serverNow$ } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

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
  /** The last page came back full (or was refused): 'Load next 50' may find more. */
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly failed: boolean;
}

const pageView = ({
  hasMore,
  loading,
  failed,
}: CloudrecPageState): Pick<CloudrecListView, 'hasMore' | 'loading' | 'failed'> => ({ hasMore, loading, failed });

/** Before the list's first filter is pushed there is nothing of its own to show. */
const notAsked: CloudrecListView = { days: [], loaded: 0, hasMore: false, loading: true, failed: false };

/**
 * The cloud recording list (spec 2 §2): events:all with offset, limit 50 and newest kickoff first. Its share
 * of the topic is an EventsFeed, like the dashboard's and /events': held while a list is open, pages pushed again
 * after a reconnect. What it shows, and how far paging got, is
 * read from the store: the schedule's filter and list, and the journal's status of the list's last push.
 */
@injectable()
export class CloudrecList {
  private readonly search = new BehaviorSubject('');
  private readonly zone: string;
  private readonly feed: EventsFeed;
  readonly search$: Observable<string> = this.search.asObservable();
  readonly view$: Observable<CloudrecListView>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) commands: CommandPort,
    @inject(TopicLeases) leases: TopicLeases,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.feed = new EventsFeed(store, commands, leases, cloudrecFeedTarget, cloudrecPaging);
    const schedule$ = store.select((state) => state.schedule);
    const push$ = store.select((state) => lastCloudrecPush(state.feedPushes));
    // 'Today' moves at midnight: the hour is fine enough, and a tick does not rebuild the list.
    const hour$ = serverNow$(store, clock).pipe(
      map((now) => Math.floor(now / 3600)),
      distinctUntilChanged(),
    );
    this.view$ = combineLatest([schedule$, push$, this.search, hour$]).pipe(
      map(([schedule, push, search]): CloudrecListView => {
        if (!isCloudrecFilter(schedule.filter)) return notAsked;
        const events = listedEvents(schedule);
        const now = serverNow(this.store.state.clock, this.clock);
        return {
          days: recordingDays(
            events.filter((event) => matchesCloudrecSearch(event, search)),
            now,
            this.zone,
          ).map((day) => ({
            dayStart: day.dayStart,
            heading: day.heading,
            events: day.events.map((event) => this.rowOf(event)),
          })),
          loaded: events.length,
          ...pageView(cloudrecPageState(schedule.filter, events.length, push)),
        };
      }),
    );
  }

  /**
   * A list opened over `range` (the /cloudrec/clip query), or over every recording up to today: holds events:all
   * and asks for the first page until the returned release (the last release lets go of the topic).
   */
  open(range?: DateRange): () => void {
    const request = {
      range: range ?? defaultCloudrecRange(serverNow(this.store.state.clock, this.clock), this.zone),
      states: defaultEventStates,
    };
    return this.feed.open(of(request));
  }

  /** Opens the list from a route's `start`/`end` query (unix seconds); without a valid pair, every recording. */
  openWithQuery(start: string | null, end: string | null): () => void {
    return this.open(cloudrecRangeFrom(start, end));
  }

  /** Settles when the newest list's first page has been asked for (or refused). */
  asked(): Promise<void> {
    return this.feed.asked();
  }

  /**
   * 'Load next 50': the page after those loaded (or the one refused, again), read from the same state that
   * shows the button, so a shown button always asks; ignored while a page is on its way.
   */
  loadNext(): Promise<void> {
    const { schedule, feedPushes } = this.store.state;
    if (!isCloudrecFilter(schedule.filter)) return Promise.resolve();
    const page = cloudrecPageState(schedule.filter, listedEvents(schedule).length, lastCloudrecPush(feedPushes));
    return page.hasMore ? this.feed.more(page.nextOffset) : Promise.resolve();
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
