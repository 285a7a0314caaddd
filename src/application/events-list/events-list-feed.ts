import { inject, injectable } from 'inversify';
import { Subscription, type Observable } from 'rxjs';
import { EventLog } from '../log';
import { CommandPort, SocketPort } from '../ports';
import { eventsAllTopic, PagedEventsFilter, type EventsRequest } from '../schedule';
import { StateReader } from '../store';

/** The journal target of this list's `events.filter` pushes (the dashboard's and cloudrec's have their own). */
export const eventsListFeedTarget = 'events:list';

/**
 * The /events list's share of events:all: joins while the list is open, pushes `filter` for each request
 * (paged, and again after a reconnect: PagedEventsFilter) and leaves when it closes. The dashboard does the
 * same with its own filter; the screens never show at once.
 */
@injectable()
export class EventsListFeed {
  private live: Subscription | undefined;
  private readonly filter: PagedEventsFilter;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(EventLog) log: EventLog,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(CommandPort) commands: CommandPort,
  ) {
    this.filter = new PagedEventsFilter(store, log, commands, eventsListFeedTarget);
  }

  /** Follows the requests (undefined: nothing to ask for, e.g. neither Active nor Archived) until `close`. */
  open(requests$: Observable<EventsRequest | undefined>): void {
    if (this.live) return;
    const live = new Subscription();
    this.live = live;
    const joined = this.socket.join(eventsAllTopic).catch(() => undefined);
    this.filter.start();
    live.add(
      requests$.subscribe((request) => {
        void joined.then(() => (this.live === live ? this.filter.ask(request) : undefined));
      }),
    );
  }

  close(): void {
    if (!this.live) return;
    this.live.unsubscribe();
    this.live = undefined;
    this.filter.stop();
    this.socket.leave(eventsAllTopic);
  }
}
