import { inject, injectable } from 'inversify';
import { filter, skip, Subscription, type Observable } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { scheduleCommandNames, type DateRange, type EventFilter, type EventState } from '../../domain/schedule';
import { CommandBus } from '../commands';
import { EventLog } from '../log';
import { SocketPort } from '../ports';
import { ProjectionStore } from '../store/projection-store';

export const eventsListTopic = 'events:all';
/** The server answers at most 1000 events per frame (docs/protocol/schedule.md); more come as further pages. */
export const eventsListPageSize = 1000;
/** A bound on the pages asked for one filter. */
export const eventsListMaxEvents = 10_000;

/** What the list asks events:all for. */
export interface EventsListRequest {
  readonly range: DateRange;
  readonly states: readonly EventState[];
}

const answerSize = (entry: LogEntry): number | undefined => {
  if (entry.kind !== 'FrameReceived' || entry.topic !== eventsListTopic || entry.event !== 'events') return undefined;
  const events = typeof entry.payload === 'object' && entry.payload !== null ? (entry.payload as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? events.length : 0;
};

/**
 * The /events list's share of events:all: joins while the list is open, pushes `filter` for each request
 * (pages past the 1000-per-frame cap, again after a reconnect, whose rejoin `init` brings the server's default)
 * and leaves when it closes. The dashboard does the same with its own filter; the screens never show at once.
 */
@injectable()
export class EventsListFeed {
  private live: Subscription | undefined;
  private request: EventsListRequest | undefined;
  /** Offsets of filters pushed and not yet answered, oldest first. */
  private awaiting: number[] = [];

  constructor(
    @inject(ProjectionStore) private readonly store: ProjectionStore,
    @inject(EventLog) private readonly log: EventLog,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  /** Follows the requests (undefined: nothing to ask for, e.g. neither Active nor Archived) until `close`. */
  open(requests$: Observable<EventsListRequest | undefined>): void {
    if (this.live) return;
    const live = new Subscription();
    this.live = live;
    const joined = this.socket.join(eventsListTopic).catch(() => undefined);
    live.add(this.store.select((state) => state.connection.reconnects).pipe(skip(1)).subscribe(() => {
      this.awaiting = [];
      void this.push(0);
    }));
    live.add(this.log.appended$.pipe(filter((entry) => entry.kind === 'FrameReceived')).subscribe((entry) => this.onFrame(entry)));
    live.add(requests$.subscribe((request) => {
      this.request = request;
      void joined.then(() => (this.live === live ? this.push(0) : undefined));
    }));
  }

  close(): void {
    if (!this.live) return;
    this.live.unsubscribe();
    this.live = undefined;
    this.request = undefined;
    this.awaiting = [];
    this.socket.leave(eventsListTopic);
  }

  private onFrame(entry: LogEntry): void {
    const size = answerSize(entry);
    if (size === undefined) return;
    const offset = this.awaiting.shift();
    // Only the answer to the newest filter may ask for the next page; older answers are superseded.
    if (offset === undefined || this.awaiting.length > 0) return;
    const next = offset + eventsListPageSize;
    if (size >= eventsListPageSize && next < eventsListMaxEvents) void this.push(next);
  }

  private async push(offset: number): Promise<void> {
    const request = this.request;
    if (!request) return;
    const payload: EventFilter = { daterange: request.range, states: request.states, limit: eventsListPageSize, ...(offset > 0 ? { offset } : {}) };
    this.awaiting.push(offset);
    const result = await this.commands.push({ name: scheduleCommandNames.filterEvents, topic: eventsListTopic, event: 'filter', payload, target: 'events:list' });
    if (result.outcome !== 'ok') {
      const index = this.awaiting.indexOf(offset);
      if (index >= 0) this.awaiting.splice(index, 1);
    }
  }
}
