import type { Observable, Subscription } from 'rxjs';
import type { CommandPort } from '../ports';
import type { StateReader } from '../store';
import type { TopicLease, TopicLeases } from '../topics';
import { eventsAllTopic, PagedEventsFilter, type EventsPaging, type EventsRequest } from './paged-events-filter';

/**
 * One screen's share of events:all (spec 1 §7.2): a lease on the topic and its own paged `filter` pushes, under
 * its journal target. The dashboard, /events, multiview, billing and cloudrec each make one; their leases keep
 * the topic joined for one another. Opened twice (two views of the same screen), the newest view's requests
 * count and the topic is held until both have closed.
 */
export class EventsFeed {
  private readonly filter: PagedEventsFilter;
  private lease: TopicLease | undefined;
  private asking: Subscription | undefined;
  private opens = 0;
  private lastAsk: Promise<void> = Promise.resolve();

  constructor(
    store: StateReader,
    commands: CommandPort,
    private readonly leases: TopicLeases,
    /** The journal target of the `filter` pushes, telling the screens' filters apart in the audit view. */
    target: string,
    paging?: EventsPaging,
  ) {
    this.filter = new PagedEventsFilter(store, commands, target, paging);
  }

  /**
   * Holds the topic and pushes each request (paged, and again after a reconnect) once the join has answered; a
   * refused join leaves the push unsent, and its failure is shown like any command's. Returns the release.
   */
  open(requests$: Observable<EventsRequest | undefined>): () => void {
    this.opens += 1;
    const lease = (this.lease ??= this.leases.hold({ pattern: eventsAllTopic }));
    this.filter.start();
    this.asking?.unsubscribe();
    const asking: Subscription = requests$.subscribe((request) => {
      this.lastAsk = lease.joined
        .catch(() => undefined)
        .then(() => (this.asking === asking ? this.filter.ask(request) : undefined));
    });
    this.asking = asking;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      asking.unsubscribe();
      if (this.asking === asking) this.asking = undefined;
      this.opens -= 1;
      if (this.opens > 0) return;
      this.filter.stop();
      this.lease?.release();
      this.lease = undefined;
    };
  }

  /** Settles when the newest request has been pushed (or refused): what a screen that awaits its first page waits on. */
  asked(): Promise<void> {
    return this.lastAsk;
  }

  /** One page more of the current request ('Load next 50', PagedEventsFilter.more). */
  more(offset?: number): Promise<void> {
    return this.filter.more(offset);
  }
}
