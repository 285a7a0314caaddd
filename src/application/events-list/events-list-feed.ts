import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import { CommandPort } from '../ports';
import { EventsFeed, type EventsRequest } from '../schedule';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/** The journal target of this list's `events.filter` pushes (the dashboard's and cloudrec's have their own). */
export const eventsListFeedTarget = 'events:list';

/** The /events list's share of events:all (EventsFeed): held while the list is open. */
@injectable()
export class EventsListFeed {
  private readonly feed: EventsFeed;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(TopicLeases) leases: TopicLeases,
    @inject(CommandPort) commands: CommandPort,
  ) {
    this.feed = new EventsFeed(store, commands, leases, eventsListFeedTarget);
  }

  /** Follows the requests (undefined: nothing to ask for, e.g. neither Active nor Archived) until the release. */
  open(requests$: Observable<EventsRequest | undefined>): () => void {
    return this.feed.open(requests$);
  }
}
