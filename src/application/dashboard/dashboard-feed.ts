import { inject, injectable } from 'inversify';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  defaultEventRange,
  defaultEventStates,
  nextDayRange,
  previousDayRange,
  type DateRange,
} from '../../domain/schedule';
import { dashboardCommands } from '../../domain/dashboard';
import { ClockPort, CommandPort } from '../ports';
import { ViewChoices } from '../commands';
import { eventsAllTopic, EventsFeed } from '../schedule';
import { DisplayZone, serverNow } from '../shared';
import { StateReader } from '../store';
import { TopicLeases } from '../topics';

/**
 * The dashboard's share of events:all (spec 1 §7.2, an EventsFeed): held while a dashboard is open, it pushes
 * `filter` with the chosen day range and states ['active'] (paged, and again after a reconnect).
 */
@injectable()
export class DashboardFeed {
  private readonly range = new BehaviorSubject<DateRange | undefined>(undefined);
  private readonly zone: string;
  private readonly feed: EventsFeed;
  /** The open dashboards: the first asks for the range, the last gone stops asking. */
  private readonly shares = new Set<symbol>();
  private release: (() => void) | undefined;

  /**
   * The range shown (unix s); undefined while no dashboard is open. Each choice is journaled
   * (`dashboard.range`), and the log's newest one is what shows: live it is this feed's own, in a replay the
   * recorded one, so the days on screen are the operator's whatever the replaying browser's clock and zone.
   */
  readonly range$: Observable<DateRange | undefined>;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(TopicLeases) leases: TopicLeases,
    @inject(CommandPort) commands: CommandPort,
    @inject(ViewChoices) private readonly choices: ViewChoices,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
  ) {
    this.zone = zone;
    this.feed = new EventsFeed(store, commands, leases, eventsAllTopic);
    this.range$ = combineLatest([this.range, store.select((state) => state.dashboardChoices.range)]).pipe(
      map(([own, recorded]) => (own === undefined ? undefined : (recorded ?? own))),
      distinctUntilChanged((a, b) => a?.start === b?.start && a?.end === b?.end),
    );
  }

  get displayZone(): string {
    return this.zone;
  }

  /** Server time in unix seconds: the control topic's clock when known, else the client's (shared serverNow). */
  serverNow(): number {
    return serverNow(this.store.state.clock, this.clock);
  }

  /**
   * A dashboard opened: the default range, start of today to the end of day+7 (spec 1 §7.2), asked for while any
   * dashboard is open (a second shares the first's range). Returns the release; `asked()` waits for the page.
   */
  open(): () => void {
    if (this.shares.size === 0) {
      this.choose(defaultEventRange(this.serverNow(), this.zone));
      this.release = this.feed.open(
        this.range.pipe(map((range) => (range === undefined ? undefined : { range, states: defaultEventStates }))),
      );
    }
    const share = Symbol('dashboard');
    this.shares.add(share);
    return () => {
      if (!this.shares.delete(share) || this.shares.size > 0) return;
      this.release?.();
      this.release = undefined;
      this.range.next(undefined);
    };
  }

  /** Settles when the newest range has been asked for (or refused). */
  asked(): Promise<void> {
    return this.feed.asked();
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
    this.choose(move(range, this.zone));
    await this.feed.asked();
  }

  /** The range enters the log before it shows, so the log and the feed never disagree on screen. */
  private choose(range: DateRange): void {
    this.choices.choose(dashboardCommands.setRange, { start: range.start, end: range.end });
    this.range.next(range);
  }
}
