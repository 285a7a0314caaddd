import { inject, injectable, optional } from 'inversify';
import { BehaviorSubject, filter, skip, Subscription, type Observable } from 'rxjs';
import { serverNowSeconds } from '../../domain/clock';
import type { LogEntry } from '../../domain/log';
import { defaultEventRange, defaultEventStates, nextDayRange, previousDayRange, scheduleCommandNames, type DateRange, type EventFilter } from '../../domain/schedule';
import { CommandBus } from '../commands';
import { EventLog } from '../log';
import { ClockPort, SocketPort } from '../ports';
import { DisplayZone, platformZone } from '../processes/display-zone';
import { ProjectionStore } from '../store/projection-store';

export const eventsAllTopic = 'events:all';
/** The studio server sends at most 1000 events per frame (docs/protocol/schedule.md); more come as pages. */
export const dashboardPageSize = 1000;
/** A range holding more than this many events shows the first ones only: a bound on the pages asked for. */
export const dashboardMaxEvents = 10_000;

const listAnswerSize = (entry: LogEntry): number | undefined => {
  if (entry.kind !== 'FrameReceived' || entry.topic !== eventsAllTopic || entry.event !== 'events') return undefined;
  const events = typeof entry.payload === 'object' && entry.payload !== null ? (entry.payload as { events?: unknown }).events : undefined;
  return Array.isArray(events) ? events.length : 0;
};

/**
 * The dashboard's share of events:all (spec 1 §7.2): joins while a dashboard is open, pushes `filter` with the
 * chosen day range and states ['active'], pages past the server's 1000-per-frame cap, and pushes the filter
 * again after a reconnect (the rejoin's `init` brings the server's default range). The topic is left when the
 * last dashboard closes; a session end drops every channel with the socket.
 */
@injectable()
export class DashboardFeed {
  private readonly range = new BehaviorSubject<DateRange | undefined>(undefined);
  private readonly zone: string;
  private opened = 0;
  private live: Subscription | undefined;
  /** Offsets of the filters pushed and not yet answered by an `events` frame, oldest first. */
  private awaiting: number[] = [];
  /** events:{uuid} and events:search topics joined for the dashboard's own actions, left with it. */
  private readonly actionTopics = new Set<string>();

  /** The chosen range (unix s); undefined while no dashboard is open. */
  readonly range$: Observable<DateRange | undefined> = this.range.asObservable();

  constructor(
    @inject(ProjectionStore) private readonly store: ProjectionStore,
    @inject(EventLog) private readonly log: EventLog,
    @inject(SocketPort) private readonly socket: SocketPort,
    @inject(CommandBus) private readonly commands: CommandBus,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) @optional() zone?: DisplayZone,
  ) {
    this.zone = zone ?? platformZone();
  }

  get displayZone(): string {
    return this.zone;
  }

  /** Server time in unix seconds: the control topic's clock when known, else the client's. */
  serverNow(): number {
    return serverNowSeconds(this.store.state.clock) ?? Math.floor(this.clock.now() / 1000);
  }

  /** A dashboard opened: the default range, start of today to the end of day+7 (spec 1 §7.2). */
  async open(): Promise<void> {
    this.opened += 1;
    if (this.opened > 1) return;
    this.range.next(defaultEventRange(this.serverNow(), this.zone));
    this.awaiting = [];
    const live = new Subscription();
    live.add(this.store.select((state) => state.connection.reconnects).pipe(skip(1)).subscribe(() => {
      // The rejoin's init replaced the list with the server's default; answers still awaited are lost.
      this.awaiting = [];
      void this.pushFilter(0);
    }));
    live.add(this.log.appended$.pipe(filter((entry) => entry.kind === 'FrameReceived')).subscribe((entry) => this.onFrame(entry)));
    this.live = live;
    // A refused join leaves the push below unsent, and its failure is shown like any command's.
    await this.socket.join(eventsAllTopic).catch(() => undefined);
    if (this.opened > 0) await this.pushFilter(0);
  }

  close(): void {
    if (this.opened === 0) return;
    this.opened -= 1;
    if (this.opened > 0) return;
    this.live?.unsubscribe();
    this.live = undefined;
    this.awaiting = [];
    this.range.next(undefined);
    this.socket.leave(eventsAllTopic);
    for (const topic of this.actionTopics) this.socket.leave(topic);
    this.actionTopics.clear();
  }

  /**
   * Joins a topic a dashboard action pushes on (events:{uuid} for stop and to-do, events:search). It stays
   * joined while the dashboard is open, so repeated actions reuse it; a refused join shows as the unsent push.
   */
  async joinForAction(topic: string): Promise<void> {
    if (this.opened > 0) this.actionTopics.add(topic);
    await this.socket.join(topic).catch(() => undefined);
  }

  /** Spec 1 §2.5: Previous day shifts the range back by one day. */
  previousDay(): Promise<void> {
    return this.shift(previousDayRange);
  }

  /** Spec 1 §2.5: Next day shifts the range forward by one day. */
  nextDay(): Promise<void> {
    return this.shift(nextDayRange);
  }

  private async shift(move: (range: DateRange, zone: string) => DateRange): Promise<void> {
    const range = this.range.value;
    if (range === undefined) return;
    this.range.next(move(range, this.zone));
    await this.pushFilter(0);
  }

  private onFrame(entry: LogEntry): void {
    const size = listAnswerSize(entry);
    if (size === undefined) return;
    const offset = this.awaiting.shift();
    // Only the answer to the newest filter may ask for the next page; older answers are superseded.
    if (offset === undefined || this.awaiting.length > 0) return;
    const next = offset + dashboardPageSize;
    if (size >= dashboardPageSize && next < dashboardMaxEvents) void this.pushFilter(next);
  }

  private async pushFilter(offset: number): Promise<void> {
    const range = this.range.value;
    if (range === undefined) return;
    const payload: EventFilter = {
      daterange: range, states: [...defaultEventStates], limit: dashboardPageSize, ...(offset > 0 ? { offset } : {}),
    };
    this.awaiting.push(offset);
    const result = await this.commands.push({ name: scheduleCommandNames.filterEvents, topic: eventsAllTopic, event: 'filter', payload, target: 'events:all' });
    // No answer frame follows a refused or lost push.
    if (result.outcome !== 'ok') {
      const index = this.awaiting.indexOf(offset);
      if (index >= 0) this.awaiting.splice(index, 1);
    }
  }
}
