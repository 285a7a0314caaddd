import { inject, injectable } from 'inversify';
import { Subscription, type Observable } from 'rxjs';
import type { DateRange } from '../../domain/schedule';
import { EventLog } from '../log';
import { CommandPort, SocketPort } from '../ports';
import { eventsAllTopic, PagedEventsFilter } from '../schedule';
import { StateReader } from '../store';

/** The journal target of multiview's `events.filter` pushes (the dashboard's and the lists' have their own). */
export const multiviewFeedTarget = 'events:multiview';

/**
 * Multiview's share of events:all: joins while the wall is open, pushes `filter` with its day range and states
 * ['active'] (paged, and again after a reconnect: PagedEventsFilter), leaves when it closes. The dashboard and
 * the lists do the same with their own filters; the screens never show at once.
 */
@injectable()
export class MultiviewFeed {
  private live: Subscription | undefined;
  private readonly filter: PagedEventsFilter;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(EventLog) log: EventLog,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(CommandPort) commands: CommandPort,
  ) {
    this.filter = new PagedEventsFilter(store, log, commands, multiviewFeedTarget);
  }

  /** Follows the range (the current day, moving at midnight) until `close`. */
  open(range$: Observable<DateRange>): void {
    if (this.live) return;
    const live = new Subscription();
    this.live = live;
    const joined = this.socket.join(eventsAllTopic).catch(() => undefined);
    this.filter.start();
    live.add(
      range$.subscribe((range) => {
        void joined.then(() => (this.live === live ? this.filter.ask({ range, states: ['active'] }) : undefined));
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
