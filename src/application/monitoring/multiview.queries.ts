import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import type { Channel } from '../../domain/channels';
import {
  multiviewCellWidth,
  multiviewDayRange,
  multiviewNow,
  multiviewSearchMinimum,
  multiviewTimingLabel,
  multiviewVideo,
  overlapsRange,
  savedEventFilter,
  searchMultiviewChoices,
  shownWallLayout,
  visibleToDomain,
  wallLayoutOf,
  type MultiviewChoice,
  type MultiviewVideo,
  type MultiviewZoom,
  type WallLayout,
  type WallLayouts,
} from '../../domain/monitoring';
import { formatDate, formatTime } from '../../domain/clock';
import { listedEvents, type DateRange, type ScheduledEvent } from '../../domain/schedule';
import type { RootState } from '../../domain/state';
import { ClockPort } from '../ports';
import { DisplayZone, sameJson, serverNow$, shareLatest } from '../shared';
import { StateReader } from '../store';
import { WallLayoutQueries } from './wall-layout.queries';

/** One card of the multiview wall: an event's preview or live video (spec 2 §2). */
export interface MultiviewCard {
  readonly uuid: string;
  readonly title: string;
  /** Start–end, HH:mm, and the destination channel. */
  readonly detail: string;
  /** 'Live', 'Upcoming' or 'Ended' at multiview's 10-s timestamp. */
  readonly timing: string;
  readonly previewUrl?: string;
  readonly liveUrl?: string;
  /** Whether the destination channel's connection is connected (the live video loads only then, spec 2 §4). */
  readonly connected: boolean;
  /** The event has started: a clip of its last 60 seconds can be cut. */
  readonly started: boolean;
  /** What the card plays in each zoom mode, or why it plays nothing. */
  readonly video: Readonly<Record<MultiviewZoom, MultiviewVideo>>;
}

export interface MultiviewWall {
  readonly loaded: boolean;
  readonly choices: readonly MultiviewChoice[];
  readonly cards: readonly MultiviewCard[];
  /** Admins see 'add own todo events' (spec 2 §6). */
  readonly ownTodos: boolean;
  /** The day shown, DD.MM.YYYY. */
  readonly day: string;
  /** The grid and the soloed card (one of `cards`; a solo whose event is not on the wall falls back to the grid). */
  readonly layout: WallLayout;
}

interface Inputs {
  readonly schedule: RootState['schedule'];
  readonly loaded: boolean;
  readonly channels: RootState['channels']['byUuid'];
  readonly connections: RootState['channels']['connections'];
  readonly email: string;
  readonly type: string | undefined;
  readonly filter: unknown;
  readonly layouts: WallLayouts;
}

const sameInputs = (a: Inputs, b: Inputs): boolean =>
  a.schedule.events === b.schedule.events &&
  a.schedule.groups === b.schedule.groups &&
  a.loaded === b.loaded &&
  a.channels === b.channels &&
  a.connections === b.connections &&
  a.email === b.email &&
  a.type === b.type &&
  a.filter === b.filter &&
  a.layouts === b.layouts;

/**
 * The multiview wall (spec 2 §2, §4, §5, §6): the current day's active events (events:all with multiview's own
 * filter), minus those the company-domain rule hides from the viewer; the chosen ones (the account's
 * meta.multiview_event_filter) as cards. Timing is read at a timestamp that moves every 10 s.
 */
@injectable()
export class MultiviewQueries {
  private readonly zone: string;
  /** Server time held for 10 s at a time (spec 2 §4). */
  readonly now$: Observable<number>;
  /** The current day, following the clock past midnight. */
  readonly range$: Observable<DateRange>;
  readonly wall$: Observable<MultiviewWall>;
  readonly searchMinimum = multiviewSearchMinimum;

  constructor(
    @inject(StateReader) store: StateReader,
    @inject(ClockPort) clock: ClockPort,
    @inject(DisplayZone) zone: DisplayZone,
    @inject(WallLayoutQueries) layouts: WallLayoutQueries,
  ) {
    this.zone = zone;
    this.now$ = serverNow$(store, clock).pipe(map(multiviewNow), distinctUntilChanged());
    this.range$ = this.now$.pipe(
      map((now) => multiviewDayRange(now, this.zone)),
      distinctUntilChanged((a, b) => a.start === b.start && a.end === b.end),
      shareLatest(),
    );
    const inputs$ = store.select(
      (state): Inputs => ({
        schedule: state.schedule,
        loaded: state.schedule.loadedAt !== undefined,
        channels: state.channels.byUuid,
        connections: state.channels.connections,
        email: state.session.profile?.email ?? '',
        type: state.session.profile?.type,
        filter: state.session.profile?.meta?.multiview_event_filter,
        layouts: layouts.read(state),
      }),
      sameInputs,
    );
    this.wall$ = combineLatest([inputs$, this.now$, this.range$]).pipe(
      map(([inputs, now, range]) => this.wallOf(inputs, now, range)),
      distinctUntilChanged(sameJson),
      shareLatest(),
    );
  }

  /** The side bar's events for a search text (from 1 character, spec 2 §5). */
  search(choices: readonly MultiviewChoice[], text: string): readonly MultiviewChoice[] {
    return searchMultiviewChoices(choices, text);
  }

  /** The smallest cell width of the grid in a zoom mode, px. */
  cellWidth(zoom: MultiviewZoom): number {
    return multiviewCellWidth[zoom];
  }

  private wallOf(inputs: Inputs, now: number, range: DateRange): MultiviewWall {
    const channels = Object.values(inputs.channels);
    const byId = new Map<number, Channel>(channels.map((channel) => [channel.id, channel]));
    const events = listedEvents(inputs.schedule).filter(
      (event) => overlapsRange(event, range) && visibleToDomain(event, byId, inputs.email),
    );
    const saved = new Set(savedEventFilter(inputs.filter));
    const choices = events.map((event): MultiviewChoice => {
      const detail = this.detailOf(event, byId);
      return {
        uuid: event.uuid,
        title: event.title || 'Untitled event',
        detail,
        start: event.cached_start_time,
        end: event.cached_end_time,
        shown: saved.has(event.uuid),
      };
    });
    const cards = events
      .filter((event) => saved.has(event.uuid))
      .map((event): MultiviewCard => {
        const destination = event.channel_id === undefined ? undefined : byId.get(event.channel_id);
        const connection = destination ? inputs.connections[destination.uuid] : undefined;
        const facts = {
          ...(event.preview_url ? { previewUrl: event.preview_url } : {}),
          ...(event.live_url ? { liveUrl: event.live_url } : {}),
          connected: connection?.state === 'connected',
          started: now >= event.cached_start_time,
        };
        return {
          uuid: event.uuid,
          title: event.title || 'Untitled event',
          detail: this.detailOf(event, byId),
          timing: multiviewTimingLabel(event, now),
          ...facts,
          video: { preview: multiviewVideo('preview', facts), live: multiviewVideo('live', facts) },
        };
      });
    return {
      loaded: inputs.loaded,
      choices,
      cards,
      ownTodos: canSeeFeature('multiview_own_todo_events', inputs.type),
      day: formatDate(range.start, this.zone),
      layout: shownWallLayout(
        wallLayoutOf(inputs.layouts, 'multiview'),
        cards.map((card) => card.uuid),
      ),
    };
  }

  private detailOf(event: ScheduledEvent, byId: ReadonlyMap<number, Channel>): string {
    const channel = event.channel_id === undefined ? undefined : byId.get(event.channel_id)?.title;
    const times = `${formatTime(event.cached_start_time, this.zone)}–${formatTime(event.cached_end_time, this.zone)}`;
    return [times, event.subtitle, channel].filter((part) => part !== undefined && part !== '').join(' · ');
  }
}
