import { isOnTodoList } from './event-todo';
import type { ScheduleState, StoredEvent } from './schedule.projection';
import type { EventGroup, ScheduledEvent } from './scheduled-event';

// Reads over the schedule slice. Groups are stored once; these join them back so views see whole events.

const withGroup = (state: ScheduleState, stored: StoredEvent): ScheduledEvent => {
  const { event_group_uuid: groupUuid, ...event } = stored;
  const group = groupUuid === undefined ? undefined : state.groups[groupUuid];
  return group ? { ...event, event_group: group } : event;
};

const byStart = (a: ScheduledEvent, b: ScheduledEvent): number =>
  a.cached_start_time - b.cached_start_time || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);

/** The events of the chosen range, by kickoff. */
export const listedEvents = (state: ScheduleState): readonly ScheduledEvent[] =>
  Object.values(state.events)
    .map((stored) => withGroup(state, stored))
    .sort(byStart);

/** One event, from an editor's load or else the list. */
export const eventByUuid = (state: ScheduleState, uuid: string): ScheduledEvent | undefined => {
  const stored =
    (Object.hasOwn(state.opened, uuid) ? state.opened[uuid] : undefined) ??
    (Object.hasOwn(state.events, uuid) ? state.events[uuid] : undefined);
  return stored ? withGroup(state, stored) : undefined;
};

export const groupByUuid = (state: ScheduleState, uuid: string): EventGroup | undefined =>
  Object.hasOwn(state.groups, uuid) ? state.groups[uuid] : undefined;

/** A group's events as events:event_group_by_event delivered them. */
export const groupEvents = (state: ScheduleState, groupUuid: string): readonly ScheduledEvent[] =>
  (Object.hasOwn(state.groupMembers, groupUuid) ? (state.groupMembers[groupUuid] ?? []) : [])
    .map((uuid) => eventByUuid(state, uuid))
    .filter((event): event is ScheduledEvent => event !== undefined);

/** Spec 1 §2.5: the 'filter own events' switch limits the list to the account's to-do list. */
export const todoListEvents = (state: ScheduleState, email: string): readonly ScheduledEvent[] =>
  listedEvents(state).filter((event) => isOnTodoList(event.event_group, email));
