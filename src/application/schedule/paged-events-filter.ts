import { skip, Subscription } from 'rxjs';
import {
  scheduleCommands,
  type DateRange,
  type EventsAnswersState,
  type EventFilter,
  type EventOrder,
  type EventState,
} from '../../domain/schedule';
import type { CommandPort } from '../ports';
import type { StateReader } from '../store';

export const eventsAllTopic = 'events:all' as const;
/** The studio server sends at most 1000 events per frame (docs/protocol/schedule.md); more come as pages. */
export const eventsPageSize = 1000;
/** A range holding more than this many events shows the first ones only: a bound on the pages asked for. */
export const eventsMaxPages = 10;

/**
 * How a screen pages through events:all. The dashboard and /events take the server's frame size and fetch up
 * to eventsMaxPages pages in a row; cloudrec pages by 50 in its own order, one page per 'Load next 50' (`more`).
 */
export interface EventsPaging {
  /** Events per `filter` push (its `limit`). */
  readonly pageSize: number;
  /** Pages asked for in a row while each answer comes back full, before any `more`. */
  readonly pages: number;
  /** Sent with every push, together with the offset (also 0): an ordered listing names its page. */
  readonly order_by?: readonly EventOrder[];
}

const serverPaging: EventsPaging = { pageSize: eventsPageSize, pages: eventsMaxPages };

/** What a screen asks events:all for. */
export interface EventsRequest {
  readonly range: DateRange;
  readonly states: readonly EventState[];
  /** Billing (spec 3 §7): only events whose destination channel bills this customer. */
  readonly customer?: number;
}

/**
 * The `filter` pushes of one screen on events:all (spec 1 §7.2): the newest request is pushed as pages (of
 * 1000 unless the paging says otherwise; the next page is asked for when the answer to the newest filter comes
 * back full, up to the pages wanted), and pushed again after a reconnect, whose rejoin `init` brings the
 * server's default range, with the pages already wanted. Joining and leaving the topic stay with the screen's feed.
 */
export class PagedEventsFilter {
  private request: EventsRequest | undefined;
  /** Offsets of the filters pushed and not yet answered by an `events` frame, oldest first. */
  private awaiting: number[] = [];
  /** Pages wanted of the current request: the paging's count, raised by `more`; re-fetched after a reconnect. */
  private pages: number;
  /** The offset `more` asks for: after the newest answer came back full, or again after a refused push. */
  private next: number | undefined;
  private live: Subscription | undefined;
  /** The events:all answers counted when this filter last looked (the `eventsAnswers` slice). */
  private answered: number | undefined;

  constructor(
    private readonly store: StateReader,
    private readonly commands: CommandPort,
    /** The journal's target for the pushes, telling the screens' filters apart in the audit view. */
    private readonly target: string,
    private readonly paging: EventsPaging = serverPaging,
  ) {
    this.pages = paging.pages;
  }

  start(): void {
    if (this.live) return;
    const live = new Subscription();
    // The answers as the normalizer decoded them, counted by the eventsAnswers projection (the first count is
    // where this filter starts from). Looked at before a reconnect of the same batch: those answers are older
    // than the push the reconnect makes.
    this.answered = undefined;
    live.add(this.store.select((state) => state.eventsAnswers).subscribe((answers) => this.onAnswers(answers)));
    live.add(
      this.store
        .select((state) => state.connection.reconnects)
        .pipe(skip(1))
        .subscribe(() => {
          // The rejoin's init replaced the list with the server's default; answers still awaited are lost.
          this.awaiting = [];
          this.next = undefined;
          void this.push(0);
        }),
    );
    this.live = live;
  }

  stop(): void {
    this.live?.unsubscribe();
    this.live = undefined;
    this.request = undefined;
    this.awaiting = [];
    this.next = undefined;
  }

  /** Pushes the first page of a new request (undefined: nothing to ask for, nothing is pushed). */
  ask(request: EventsRequest | undefined): Promise<void> {
    this.request = request;
    this.pages = this.paging.pages;
    this.next = undefined;
    return this.push(0);
  }

  /**
   * One page more of the current request ('Load next 50'): at `offset` when the screen names it (from the
   * same state that shows the button, so a click always asks), else after the last full answer; nothing while
   * a push is awaited or no page is left.
   */
  more(offset?: number): Promise<void> {
    const next = offset ?? this.next;
    if (next === undefined || this.awaiting.length > 0) return Promise.resolve();
    this.pages = Math.max(this.pages, next / this.paging.pageSize + 1);
    return this.push(next);
  }

  private onAnswers({ count, lastSize: size }: EventsAnswersState): void {
    const fresh = count - (this.answered ?? count);
    this.answered = count;
    // None new (the first look, or a replay's cursor moved back).
    if (fresh <= 0) return;
    // Answers folded in one batch: each takes its offset, and only the newest can ask for a page.
    this.awaiting.splice(0, fresh - 1);
    const offset = this.awaiting.shift();
    // Only the answer to the newest filter may ask for the next page; older answers are superseded.
    if (offset === undefined || this.awaiting.length > 0) return;
    const { pageSize } = this.paging;
    this.next = size >= pageSize ? offset + pageSize : undefined;
    if (this.next !== undefined && this.next < pageSize * this.pages) void this.push(this.next);
  }

  private async push(offset: number): Promise<void> {
    const request = this.request;
    if (!this.live || !request) return;
    const { pageSize, order_by: order } = this.paging;
    const payload: EventFilter = {
      daterange: request.range,
      states: request.states,
      ...(request.customer !== undefined ? { customer: request.customer } : {}),
      limit: pageSize,
      ...(offset > 0 || order ? { offset } : {}),
      ...(order ? { order_by: order } : {}),
    };
    this.awaiting.push(offset);
    const result = await this.commands.push({
      name: scheduleCommands.filterEvents,
      pattern: eventsAllTopic,
      push: 'filter',
      payload,
      target: this.target,
      feed: true,
    });
    // No answer frame follows a refused or lost push.
    if (result.outcome !== 'ok') {
      const index = this.awaiting.indexOf(offset);
      if (index >= 0) this.awaiting.splice(index, 1);
      if (this.live && this.awaiting.length === 0) this.next = offset;
    }
  }
}
