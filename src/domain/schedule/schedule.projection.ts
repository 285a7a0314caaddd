import { castDraft, current, isDraft, type Draft } from 'immer';
import type { CommandSettled } from '../journal';
import { defineProjection, unhandled } from '../projection';
import { belongsToList, isFollowingPage } from './event-filter';
import { listedAnswer, type StoredEvent } from './listed-answer';
import type { ScheduleCommandEvent, ScheduleEvent } from './schedule.events';
import type { EventFilter, EventGroup, EventSearchResult, ScheduledEvent } from './scheduled-event';

export type { StoredEvent } from './listed-answer';

export type EventSearchStatus = 'idle' | 'pending' | 'ready' | 'failed';

export interface EventSearchState {
  readonly status: EventSearchStatus;
  readonly text: string;
  /** The command whose answer is awaited; a newer search makes an older answer stale. */
  readonly commandId?: string;
  readonly results: readonly EventSearchResult[];
  readonly at?: number;
}

export interface ScheduleState {
  /** The last filter pushed on events:all; the list holds what matches it. */
  readonly filter?: EventFilter;
  /** Active events overlapping the chosen range, by uuid (spec 2 §4). */
  readonly events: Readonly<Record<string, StoredEvent>>;
  /** Events loaded one by one (an editor's events:{uuid}, a group's events), whatever their range. */
  readonly opened: Readonly<Record<string, StoredEvent>>;
  /** Event groups (with their to-dos) by uuid, shared by every event of the group. */
  readonly groups: Readonly<Record<string, EventGroup>>;
  /** How many stored events and member lists refer to each group; a group goes when nothing does. */
  readonly groupUsers: Readonly<Record<string, number>>;
  /** Event uuids of a group, as events:event_group_by_event delivered them. */
  readonly groupMembers: Readonly<Record<string, readonly string[]>>;
  readonly search: EventSearchState;
  readonly loadedAt?: number;
  readonly updatedAt?: number;
}

export const initialScheduleState: ScheduleState = {
  events: {},
  opened: {},
  groups: {},
  groupUsers: {},
  groupMembers: {},
  search: { status: 'idle', text: '', results: [] },
};

type State = Draft<ScheduleState>;
type EventMap = 'events' | 'opened';
type ListMap = EventMap | 'groups' | 'groupUsers';

/**
 * A map to write one entry into. An answer's page writes the maps back whole and frozen (`listAnswer`), so immer
 * need not walk them; a later write in the same batch (where immer hands back the frozen object itself, not a
 * draft) first swaps in a copy.
 */
const writable = <K extends ListMap>(draft: State, key: K): State[K] => {
  if (Object.isFrozen(draft[key])) draft[key] = { ...draft[key] };
  return draft[key];
};

const retain = (draft: State, group: EventGroup): void => {
  writable(draft, 'groups')[group.uuid] = castDraft(group);
  const users = writable(draft, 'groupUsers');
  users[group.uuid] = (users[group.uuid] ?? 0) + 1;
};

const release = (draft: State, groupUuid: string | undefined): void => {
  if (groupUuid === undefined) return;
  const users = (draft.groupUsers[groupUuid] ?? 0) - 1;
  if (users > 0) {
    writable(draft, 'groupUsers')[groupUuid] = users;
    return;
  }
  delete writable(draft, 'groupUsers')[groupUuid];
  delete writable(draft, 'groups')[groupUuid];
};

const put = (draft: State, map: EventMap, event: ScheduledEvent): void => {
  const { event_group: group, ...rest } = event;
  // Retain the new group before releasing the old one, so a group the event keeps is never dropped between.
  if (group) retain(draft, group);
  release(draft, draft[map][event.uuid]?.event_group_uuid);
  writable(draft, map)[event.uuid] = castDraft(group ? { ...rest, event_group_uuid: group.uuid } : rest);
};

const remove = (draft: State, map: EventMap, uuid: string): void => {
  const stored = draft[map][uuid];
  if (!stored) return;
  release(draft, stored.event_group_uuid);
  delete writable(draft, map)[uuid];
};

/** The list keeps an event only while it matches the filter (spec 2 §4). */
const refreshList = (draft: State, event: ScheduledEvent): void => {
  if (belongsToList(event, draft.filter)) put(draft, 'events', event);
  else remove(draft, 'events', event.uuid);
};

/** Fresh data of one event from any topic: the list re-checks it, an open editor follows it. */
const refresh = (draft: State, event: ScheduledEvent): void => {
  refreshList(draft, event);
  if (draft.opened[event.uuid]) put(draft, 'opened', event);
};

/** An events:all answer's page, folded over plain copies of the maps and written back once (listedAnswer). */
const listAnswer = (draft: State, events: readonly ScheduledEvent[], replace: boolean): void => {
  // `current` reads the slice without drafting each stored event; the maps are written back only if changed.
  const before: ScheduleState = isDraft(draft) ? current(draft) : draft;
  const after = listedAnswer(before, before.filter, events, replace);
  if (after.events !== before.events) draft.events = castDraft(Object.freeze(after.events));
  if (after.opened !== before.opened) draft.opened = castDraft(Object.freeze(after.opened));
  if (after.groups !== before.groups) draft.groups = castDraft(Object.freeze(after.groups));
  if (after.groupUsers !== before.groupUsers) draft.groupUsers = Object.freeze(after.groupUsers);
};

// A search ends with its answer (EventSearchAnswered, the reply decoded) or with its command settling
// otherwise: an error, a time-out, or an ok reply the codec rejected (settled as an error by the normalizer).
const onCommandSettled = (draft: State, settled: CommandSettled): void => {
  if (draft.search.commandId !== settled.id || settled.outcome === 'ok' || draft.search.status !== 'pending') return;
  draft.search.status = 'failed';
  draft.search.results = [];
  draft.search.at = settled.at;
};

export const scheduleProjection = defineProjection<
  ScheduleState,
  ScheduleEvent | ScheduleCommandEvent | CommandSettled
>({
  name: 'schedule',
  initial: initialScheduleState,
  handles: {
    EventsLoaded: true,
    EventsListed: true,
    EventUpdated: true,
    EventReceived: true,
    EventGroupReceived: true,
    EventsFilterPushed: true,
    EventSearchIssued: true,
    EventSearchAnswered: true,
    CommandSettled: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'EventsLoaded':
        listAnswer(draft, event.events, true);
        draft.loadedAt = event.at;
        return;
      case 'EventsListed':
        listAnswer(draft, event.events, !isFollowingPage(draft.filter));
        draft.loadedAt = event.at;
        return;
      case 'EventUpdated':
        refresh(draft, event.event);
        draft.updatedAt = event.at;
        return;
      case 'EventReceived':
        put(draft, 'opened', event.event);
        refreshList(draft, event.event);
        draft.updatedAt = event.at;
        return;
      case 'EventGroupReceived': {
        const { group } = event;
        // The member list holds the group too, so it outlives its events leaving the list.
        if (draft.groupMembers[group.uuid] === undefined) retain(draft, group);
        draft.groupMembers[group.uuid] = event.events.map((member) => member.uuid);
        for (const member of event.events) {
          const withGroup: ScheduledEvent = { ...member, event_group: group };
          put(draft, 'opened', withGroup);
          refreshList(draft, withGroup);
        }
        writable(draft, 'groups')[group.uuid] = castDraft(group);
        draft.updatedAt = event.at;
        return;
      }
      case 'EventsFilterPushed':
        draft.filter = castDraft(event.filter);
        return;
      case 'EventSearchIssued':
        draft.search = { status: 'pending', text: event.text, commandId: event.id, results: [], at: event.at };
        return;
      case 'EventSearchAnswered':
        if (draft.search.commandId !== event.id) return;
        draft.search.status = 'ready';
        draft.search.results = castDraft(event.results);
        draft.search.at = event.at;
        return;
      case 'CommandSettled':
        onCommandSettled(draft, event);
        return;
      default:
        unhandled(event);
    }
  },
});
