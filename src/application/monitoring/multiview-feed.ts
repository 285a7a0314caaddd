import { inject, injectable } from 'inversify';
import { map, type Observable } from 'rxjs';
import type { DateRange } from '../../domain/schedule';
import { CommandPort } from '../ports';
import { EventsFeed } from '../schedule';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/** The journal target of multiview's `events.filter` pushes (the dashboard's and the lists' have their own). */
export const multiviewFeedTarget = 'events:multiview';

/** Multiview's share of events:all (EventsFeed): its day range and states ['active'] while the wall is open. */
@injectable()
export class MultiviewFeed {
  private readonly feed: EventsFeed;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(TopicLeases) leases: TopicLeases,
    @inject(CommandPort) commands: CommandPort,
  ) {
    this.feed = new EventsFeed(store, commands, leases, multiviewFeedTarget);
  }

  /**
   * Follows the range (the current day, moving at midnight) until the returned release. The wall and the account
   * editor's multiview field each open it; the topic stays held until both have closed.
   */
  open(range$: Observable<DateRange>): () => void {
    return this.feed.open(range$.pipe(map((range) => ({ range, states: ['active'] as const }))));
  }
}
