import { filter, skip, Subscription } from 'rxjs';
import type { LogEntry } from '../../domain/log';
import { scheduleCommandNames, type DateRange, type EventFilter, type EventState } from '../../domain/schedule';
import type { CommandBus } from '../commands';
import type { EventLog } from '../log';
import type { ProjectionStore } from '../store/projection-store';

export const eventsAllTopic = 'events:all';
/** The studio server sends at most 1000 events per frame (docs/protocol/schedule.md); more come as pages. */
export const eventsPageSize = 1000;
/** A range holding more than this many events shows the first ones only: a bound on the pages asked for. */
export const eventsMaxPages = 10;

/** What a screen asks events:all for. */
export interface EventsRequest {
  readonly range: DateRange;
  readonly states: readonly EventState[];
}

const answerSize = (entry: LogEntry): number | undefined => {
  if (entry.kind !== 'FrameReceived' || entry.topic !== eventsAllTopic || entry.event !== 'events') return undefined;
  const events = typeof entry.payload === 'object' && entry.payload !== null ? (entry.payload as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? events.length : 0;
};

/**
 * The `filter` pushes of one screen on events:all (spec 1 §7.2): the newest request is pushed as pages of
 * 1000 (the next page is asked for when the answer to the newest filter comes back full), and pushed again
 * after a reconnect, whose rejoin `init` brings the server's default range. Joining and leaving the topic
 * stay with the screen's feed.
 */
export class PagedEventsFilter {
  private request: EventsRequest | undefined;
  /** Offsets of the filters pushed and not yet answered by an `events` frame, oldest first. */
  private awaiting: number[] = [];
  private live: Subscription | undefined;

  constructor(
    private readonly store: ProjectionStore,
    private readonly log: EventLog,
    private readonly commands: CommandBus,
    /** The journal's target for the pushes, telling the screens' filters apart in the audit view. */
    private readonly target: string,
  ) {}

  start(): void {
    if (this.live) return;
    const live = new Subscription();
    live.add(this.store.select((state) => state.connection.reconnects).pipe(skip(1)).subscribe(() => {
      // The rejoin's init replaced the list with the server's default; answers still awaited are lost.
      this.awaiting = [];
      void this.push(0);
    }));
    live.add(this.log.appended$.pipe(filter((entry) => entry.kind === 'FrameReceived')).subscribe((entry) => this.onFrame(entry)));
    this.live = live;
  }

  stop(): void {
    this.live?.unsubscribe();
    this.live = undefined;
    this.request = undefined;
    this.awaiting = [];
  }

  /** Pushes the first page of a new request (undefined: nothing to ask for, nothing is pushed). */
  ask(request: EventsRequest | undefined): Promise<void> {
    this.request = request;
    return this.push(0);
  }

  private onFrame(entry: LogEntry): void {
    const size = answerSize(entry);
    if (size === undefined) return;
    const offset = this.awaiting.shift();
    // Only the answer to the newest filter may ask for the next page; older answers are superseded.
    if (offset === undefined || this.awaiting.length > 0) return;
    const next = offset + eventsPageSize;
    if (size >= eventsPageSize && next < eventsPageSize * eventsMaxPages) void this.push(next);
  }

  private async push(offset: number): Promise<void> {
    const request = this.request;
    if (!this.live || !request) return;
    const payload: EventFilter = { daterange: request.range, states: request.states, limit: eventsPageSize, ...(offset > 0 ? { offset } : {}) };
    this.awaiting.push(offset);
    const result = await this.commands.push({ name: scheduleCommandNames.filterEvents, topic: eventsAllTopic, event: 'filter', payload, target: this.target });
    // No answer frame follows a refused or lost push.
    if (result.outcome !== 'ok') {
      const index = this.awaiting.indexOf(offset);
      if (index >= 0) this.awaiting.splice(index, 1);
    }
  }
}
