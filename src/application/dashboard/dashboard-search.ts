import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSearchEvents, eventSearchMinimumLength } from '../../domain/events-list';
import { formatDate, formatTime } from '../../domain/clock';
import { scheduleCommands, type EventSearchStatus } from '../../domain/schedule';
import { StateReader } from '../store';
import { DashboardFeed } from './dashboard-feed';
import { CommandPort, type CommandResult } from '../ports';

export const eventsSearchTopic = 'events:search' as const;
/** Where a result opens unless the caller says otherwise (spec 1 §2.1: the prefix can be overridden). */
export const defaultEventPathPrefix = '/dashboard/event/';

export interface SearchResultView {
  readonly uuid: string;
  /** dd.mm.yyyy and HH:mm of the kickoff. */
  readonly date: string;
  readonly time: string;
  readonly title: string;
  readonly subtitle: string;
  /** `{prefix}{uuid}`. */
  readonly path: string;
}

export interface SearchView {
  readonly status: EventSearchStatus;
  /** The text the shown results answer. */
  readonly text: string;
  readonly results: readonly SearchResultView[];
}

/** The sidebar's event search (spec 1 §2.5, §5, §7.2): events:search, only above 2 characters. */
@injectable()
export class DashboardSearch {
  readonly minimumLength = eventSearchMinimumLength;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(DashboardFeed) private readonly feed: DashboardFeed,
  ) {}

  /** Spec 1 §5: search starts only with more than 2 characters (blanks around the text do not count). */
  canSearch(text: string): boolean {
    return canSearchEvents(text);
  }

  /** Sends the search; a text too short sends nothing. A newer search makes an older answer stale. */
  async search(text: string): Promise<CommandResult<unknown> | undefined> {
    if (!canSearchEvents(text)) return undefined;
    const search = text.trim();
    return this.commands.push({
      name: scheduleCommands.searchEvents,
      pattern: eventsSearchTopic,
      push: 'search',
      payload: { search },
      target: eventsSearchTopic,
    });
  }

  /** The latest search and its results, each opening `{prefix}{uuid}`. */
  view(prefix: string = defaultEventPathPrefix): Observable<SearchView> {
    const zone = this.feed.displayZone;
    return this.store
      .select((state) => state.schedule.search)
      .pipe(
        map((search): SearchView => ({
          status: search.status,
          text: search.text,
          results: search.results.map((result) => ({
            uuid: result.uuid,
            date: formatDate(result.cached_start_time, zone),
            time: formatTime(result.cached_start_time, zone),
            title: result.title ?? '',
            subtitle: result.subtitle ?? '',
            path: `${prefix}${result.uuid}`,
          })),
        })),
        distinctUntilChanged(
          (a, b) =>
            a.status === b.status &&
            a.text === b.text &&
            a.results.map((r) => r.path).join() === b.results.map((r) => r.path).join(),
        ),
      );
  }
}
