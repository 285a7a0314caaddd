import { belongsToList } from './event-filter';
import type { EventFilter, EventGroup, ScheduledEvent } from './scheduled-event';

/** An event as kept in state: its group is held once in `groups` and referenced by uuid. */
export interface StoredEvent extends Omit<ScheduledEvent, 'event_group'> {
  readonly event_group_uuid?: string;
}

/** The schedule maps an events:all answer writes: the list, the opened events and the groups they share. */
export interface ListMaps {
  readonly events: Readonly<Record<string, StoredEvent>>;
  readonly opened: Readonly<Record<string, StoredEvent>>;
  readonly groups: Readonly<Record<string, EventGroup>>;
  readonly groupUsers: Readonly<Record<string, number>>;
}

const stored = (event: ScheduledEvent): StoredEvent => {
  const { event_group: group, ...rest } = event;
  return group ? { ...rest, event_group_uuid: group.uuid } : rest;
};

/**
 * One page of an events:all answer folded into the list (spec 2 §4): `replace` for the first page of a filter
 * (the list becomes the answer), otherwise added to it. Each answered event is kept in the list while it matches
 * `filter`, an opened one follows it, and groups are counted per referring event and dropped when none is left —
 * the same rules as the projection's one-event writes, but over plain copies of the maps, written back once: a
 * page holds up to 1,000 events, and writing each through immer's proxies cost more than the rest of a day shift
 * (docs/performance.md "Dashboard with 2,000 events"). Returns the maps it changed, the others as they were.
 */
export const listedAnswer = (
  before: ListMaps,
  filter: EventFilter | undefined,
  answer: readonly ScheduledEvent[],
  replace: boolean,
): ListMaps => {
  const events: Record<string, StoredEvent> = replace ? {} : { ...before.events };
  const groups: Record<string, EventGroup> = { ...before.groups };
  const users: Record<string, number> = { ...before.groupUsers };
  let opened = before.opened;
  const released = new Set<string>();
  // Retaining before releasing and dropping groups only at the end keeps every group an event still refers to.
  const retain = (group: EventGroup | undefined): void => {
    if (!group) return;
    groups[group.uuid] = group;
    users[group.uuid] = (users[group.uuid] ?? 0) + 1;
  };
  const release = (groupUuid: string | undefined): void => {
    if (groupUuid === undefined) return;
    users[groupUuid] = (users[groupUuid] ?? 0) - 1;
    released.add(groupUuid);
  };
  if (replace) for (const event of Object.values(before.events)) release(event.event_group_uuid);
  for (const event of answer) {
    const kept = Object.hasOwn(events, event.uuid) ? events[event.uuid] : undefined;
    if (belongsToList(event, filter)) {
      retain(event.event_group);
      release(kept?.event_group_uuid);
      events[event.uuid] = stored(event);
    } else if (kept) {
      release(kept.event_group_uuid);
      delete events[event.uuid];
    }
    const open = Object.hasOwn(opened, event.uuid) ? opened[event.uuid] : undefined;
    if (open) {
      if (opened === before.opened) opened = { ...before.opened };
      retain(event.event_group);
      release(open.event_group_uuid);
      (opened as Record<string, StoredEvent>)[event.uuid] = stored(event);
    }
  }
  for (const groupUuid of released)
    if ((users[groupUuid] ?? 0) <= 0) {
      delete users[groupUuid];
      delete groups[groupUuid];
    }
  return { events, opened, groups, groupUsers: users };
};
