import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { canSeeFeature } from '../../domain/accounts';
import { channelById, type Channel } from '../../domain/channels';
import { instancesOfChannel, type Instance, type InstancesState } from '../../domain/instances';
import {
  canStopEvent,
  eventByUuid,
  eventProgress,
  eventTiming,
  isCurrent,
  isDimmed,
  offersVideoMenu,
  pastTodoActions,
  todoOf,
  todoTint,
  type EventTiming,
  type PastTodoAction,
  type ScheduledEvent,
  type TodoStatus,
  type TodoTint,
} from '../../domain/schedule';
import { dashboardMessages, windowEvent } from '../../domain/dashboard';
import { formatDateTime, formatTime } from '../../domain/clock';
import type { RootState } from '../../domain/state';
import { ClockPort } from '../ports';
import { sameJson, serverNow } from '../shared';
import { StateReader } from '../store';
import { DashboardFeed } from './dashboard-feed';

export interface ChannelChip {
  readonly uuid: string;
  readonly title: string;
}

export interface InstanceChip {
  readonly id: number;
  readonly title: string;
}

/** One dashboard row (spec 1 §2.5): what it shows and which actions it offers now. */
export interface EventRowView {
  readonly uuid: string;
  /** HH:mm in the display zone. */
  readonly start: string;
  readonly end: string;
  readonly title: string;
  readonly subtitle: string;
  readonly source?: ChannelChip;
  readonly destination?: ChannelChip;
  readonly instances: readonly InstanceChip[];
  readonly timing: EventTiming;
  /** Past events are dimmed. */
  readonly dimmed: boolean;
  /** Elapsed share (0–1, to a thousandth) while the event is current; near its end under 600 s (spec 1 §4). */
  readonly progress?: { readonly value: number; readonly nearEnd: boolean };
  /** The account's to-do on the event, when it is on the list. */
  readonly todo?: TodoStatus;
  readonly tint?: TodoTint;
  readonly pastTodoActions: readonly PastTodoAction[];
  /** A current event offers the stop button (spec 1 §5). */
  readonly canStop: boolean;
  /** Live and preview links, for current or future events only. */
  readonly video?: { readonly live?: string; readonly preview?: string };
}

/** The stop confirmation's facts: title, start and end (spec 1 §8). */
export interface StopConfirmation {
  /** 'Stop event?' */
  readonly heading: string;
  readonly title: string;
  /** DD.MM.YYYY HH:mm. */
  readonly start: string;
  readonly end: string;
}

const chip = (channel: Channel | undefined): ChannelChip | undefined =>
  channel ? { uuid: channel.uuid, title: channel.title } : undefined;

/** Instances serving the event: bound to its source or destination channel, or listing the event (transcoders). */
const instancesOf = (
  state: InstancesState,
  event: ScheduledEvent,
  channels: readonly (Channel | undefined)[],
): InstanceChip[] => {
  const found = new Map<number, Instance>();
  for (const channel of channels)
    if (channel) for (const instance of instancesOfChannel(state, channel.uuid)) found.set(instance.id, instance);
  for (const instance of Object.values(state.byId))
    if (instance.meta.events?.includes(event.uuid)) found.set(instance.id, instance);
  return [...found.values()]
    .sort((a, b) => a.id - b.id)
    .map((instance) => ({ id: instance.id, title: instance.title }));
};

/**
 * Per-row reads: each row subscribes to its own event, so a control tick or another event's update re-renders
 * only the rows whose view actually changed (ARCHITECTURE.md §3.7, docs/performance.md).
 */
@injectable()
export class EventRowQueries {
  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(DashboardFeed) private readonly feed: DashboardFeed,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  /** A new stream per call: a row memoizes it per uuid. */
  row(uuid: string): Observable<EventRowView | undefined> {
    return this.store.state$.pipe(
      map((state) => this.rowOf(state, uuid)),
      distinctUntilChanged(sameJson),
    );
  }

  /** The confirmation before a stop, read when the button is pressed. */
  stopConfirmation(uuid: string): StopConfirmation | undefined {
    const event = eventByUuid(this.store.state.schedule, uuid);
    if (!event) return undefined;
    const zone = this.feed.displayZone;
    return {
      heading: dashboardMessages.stopConfirmation,
      title: event.title ?? '',
      start: formatDateTime(event.cached_start_time, zone),
      end: formatDateTime(event.cached_end_time, zone),
    };
  }

  private rowOf(state: RootState, uuid: string): EventRowView | undefined {
    // A row drawn from the dashboard's window of days (after Previous/Next day, before the answer) reads it there.
    const event = eventByUuid(state.schedule, uuid) ?? windowEvent(state.dashboardWindow, uuid);
    if (!event) return undefined;
    const zone = this.feed.displayZone;
    const now = serverNow(state.clock, this.clock);
    const timing = eventTiming(event, now);
    const profile = state.session.profile;
    const todo = todoOf(event.event_group, profile?.email ?? '');
    const source = channelById(state.channels.byUuid, event.event_group?.channel_id);
    const destination = channelById(state.channels.byUuid, event.channel_id);
    const sourceChip = chip(source);
    const destinationChip = chip(destination);
    const tint = todoTint(todo, timing);
    const video =
      offersVideoMenu(timing) && (event.live_url || event.preview_url)
        ? {
            ...(event.live_url ? { live: event.live_url } : {}),
            ...(event.preview_url ? { preview: event.preview_url } : {}),
          }
        : undefined;
    return {
      uuid,
      start: formatTime(event.cached_start_time, zone),
      end: formatTime(event.cached_end_time, zone),
      title: event.title ?? '',
      subtitle: event.subtitle ?? '',
      ...(sourceChip ? { source: sourceChip } : {}),
      ...(destinationChip ? { destination: destinationChip } : {}),
      instances: instancesOf(state.instances, event, [source, destination]),
      timing,
      dimmed: isDimmed(timing),
      ...(isCurrent(timing)
        ? { progress: { value: Math.round(eventProgress(event, now) * 1000) / 1000, nearEnd: timing === 'near-end' } }
        : {}),
      ...(todo?.active ? { todo: todo.status } : {}),
      ...(tint ? { tint } : {}),
      // The to-do actions are the to-do button's: admins only (spec 1 §6).
      pastTodoActions: canSeeFeature('todo_button', profile?.type) ? pastTodoActions(todo, timing) : [],
      canStop: canStopEvent(timing),
      ...(video ? { video } : {}),
    };
  }
}
