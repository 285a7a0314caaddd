import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { AdminListSpec } from '../../domain/admin-kit';
import { channelById, type ChannelsState } from '../../domain/channels';
import {
  defaultEventsListFilter,
  eventsListCommands,
  eventsListRange,
  eventsListRow,
  eventsListStates,
  matchesEventsListSearch,
  storedEventsListFilter,
  type EventsListFilter,
  type EventsListRow,
} from '../../domain/events-list';
import { eventsFailedMessage } from '../../domain/dashboard';
import { filterPushFailure, listedEvents, type ScheduleState } from '../../domain/schedule';
import { AdminList } from '../admin-kit';
import { ClockPort, CommandPort, NavigationPort } from '../ports';
import { DisplayZone, RememberedViews, sameJson, serverNow, type RememberedView } from '../shared';
import { StateReader } from '../store';
import type { EventsRequest } from '../schedule';
import { EventsListFeed, eventsListFeedTarget } from './events-list-feed';

/** Where the From/To and Active/Archived filters are kept (spec 3 §2.3 "Filters are kept in local storage"). */
export const eventsListStorageKey = 'events_list_filter';

export interface EventsListView {
  readonly filter: EventsListFilter;
  /** From and To name a range (To not before From). */
  readonly rangeValid: boolean;
  readonly search: string;
  /** Rows the filter and search keep, and the current page of them. */
  readonly matching: number;
  readonly rows: readonly EventsListRow[];
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  readonly loaded: boolean;
  /** No list has arrived and this list's newest filter push failed: what to say instead of loading. */
  readonly failed?: string;
}

const titlesOf =
  (channels: ChannelsState['byUuid']): ((id: number | undefined) => string) =>
  (id) =>
    channelById(channels, id)?.title ?? '';

/** The events list asks no sort (rows stay in the schedule's order) and searches by its own rule (spec 3 §2.3). */
const eventsListSpec: AdminListSpec<EventsListRow> = {
  searchText: (row) => [row.title, row.subtitle, row.source, row.destination],
  matches: matchesEventsListSearch,
  value: (row, column) => row[column as keyof EventsListRow] as string | undefined,
};

/**
 * The /events list (spec 3 §2.3): asks events:all for its own filter through EventsListFeed (the topic's list
 * is shared with the dashboard: the last filter pushed decides what it holds, docs/protocol/schedule.md), then
 * searches and pages what came back in the admin kit's AdminList.
 */
@injectable()
export class EventsListQueries {
  readonly pageSizes: readonly number[];
  private readonly zone: string;
  private readonly filter: RememberedView<EventsListFilter>;
  /** The filter shown: the journal's newest where it holds one (a replay), else the remembered one. */
  private readonly shown$: Observable<EventsListFilter>;
  /** The release of the open list's share of events:all. */
  private release: (() => void) | undefined;
  private readonly list: AdminList<EventsListRow>;
  readonly view$: Observable<EventsListView>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(EventsListFeed) private readonly feed: EventsListFeed,
    @inject(RememberedViews) views: RememberedViews,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    const fallback = defaultEventsListFilter(serverNow(store.state.clock, clock), this.zone);
    this.filter = views.remember(eventsListStorageKey, (stored) => storedEventsListFilter(stored, fallback));
    this.shown$ = this.filter.shownWith(store.select((state) => state.eventsListChoices.filter));
    // Channels by uuid, not the whole slice: the slice changes with every control tick, the titles do not.
    const source$ = store.select(
      (state) => ({ schedule: state.schedule, channels: state.channels.byUuid }),
      (a, b) => a.schedule === b.schedule && a.channels === b.channels,
    );
    const rows$ = combineLatest([source$, this.shown$]).pipe(
      map(([{ schedule, channels }, filter]) => this.rowsOf(schedule, channels, filter)),
    );
    const loaded$ = store.select((state) => state.schedule.loadedAt !== undefined);
    this.list = new AdminList(
      combineLatest([rows$, loaded$]).pipe(map(([rows, loaded]) => ({ rows, loaded }))),
      eventsListSpec,
    );
    this.pageSizes = this.list.pageSizes;
    const failure$ = store.select((state) => filterPushFailure(state.feedPushes, eventsListFeedTarget));
    this.view$ = combineLatest([this.list.view$, this.shown$, failure$]).pipe(
      map(([view, filter, failure]) => ({
        filter,
        rangeValid: eventsListRange(filter, this.zone) !== undefined,
        search: view.query.search,
        matching: view.matching,
        rows: view.rows,
        page: view.page,
        pageCount: view.pageCount,
        pageSize: view.pageSize,
        loaded: view.loaded,
        ...(!view.loaded && failure ? { failed: eventsFailedMessage(failure) } : {}),
      })),
    );
  }

  /** Joins events:all and pushes this list's filter now and whenever From, To, Active or Archived change. */
  open(): void {
    // Without a stored filter the default follows the calendar: a page left open overnight starts from today,
    // the server's today (as the dashboard's range), not the client clock's.
    if (!this.filter.remembered)
      this.filter.show(defaultEventsListFilter(serverNow(this.store.state.clock, this.clock), this.zone));
    this.release?.();
    this.release = this.feed.open(
      this.shown$.pipe(
        map((filter): EventsRequest | undefined => {
          const range = eventsListRange(filter, this.zone);
          const states = eventsListStates(filter);
          return range && states.length > 0 ? { range, states } : undefined;
        }),
        distinctUntilChanged(sameJson),
      ),
    );
  }

  close(): void {
    this.release?.();
    this.release = undefined;
  }

  /**
   * Changes From, To, Active or Archived: journaled (folded at once, so the log and the list agree) and kept in
   * local storage; back to the first page.
   */
  setFilter(change: Partial<EventsListFilter>): void {
    const filter = { ...this.filter.value, ...change };
    this.commands.local(eventsListCommands.setFilter, filter);
    this.store.flush();
    this.filter.choose(filter);
    this.list.setPage(0);
  }

  setSearch(text: string): void {
    this.list.setSearch(text);
  }

  setPage(page: number): void {
    this.list.setPage(page);
  }

  /** One of `pageSizes`; 0 shows All. */
  setPageSize(size: number): void {
    this.list.setPageSize(size);
  }

  /** A row click opens the editor over the list (spec 3 §2.3 "new and edit open the same editor"). */
  openEvent(uuid: string): void {
    this.navigation.navigate(`/events/edit/${uuid}`);
  }

  newEvent(): void {
    this.navigation.navigate('/events/new');
  }

  /** The list keeps the events of the pushed filter; the checkboxes also apply at once to what is held. */
  private rowsOf(
    schedule: ScheduleState,
    channels: ChannelsState['byUuid'],
    filter: EventsListFilter,
  ): EventsListRow[] {
    const states = eventsListStates(filter);
    const titles = titlesOf(channels);
    return listedEvents(schedule)
      .filter((event) => states.includes(event.state))
      .map((event) => eventsListRow(event, titles, this.zone));
  }
}
