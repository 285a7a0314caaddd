import { castDraft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { Group } from './group';
import type { GroupsEvent } from './groups.events';

// A uuid used as an object key must not be '__proto__': assigning it would replace the map's prototype.
const isPlainKey = (key: string): boolean => key !== '__proto__';

export interface GroupsState {
  readonly byId: Readonly<Record<string, Group>>;
  /** Uuid → id: accounts name their groups by uuid, and guards look them up on every navigation. */
  readonly idByUuid: Readonly<Record<string, number>>;
}

export const initialGroupsState: GroupsState = { byId: {}, idByUuid: {} };

export const groupsProjection = defineProjection<GroupsState, GroupsEvent>({
  name: 'groups',
  initial: initialGroupsState,
  handles: {
    GroupsReceived: true,
    GroupUpdated: true,
    GroupDeleted: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'GroupsReceived':
        draft.byId = {};
        draft.idByUuid = {};
        for (const group of event.groups) {
          draft.byId[group.id] = castDraft(group);
          if (isPlainKey(group.uuid)) draft.idByUuid[group.uuid] = group.id;
        }
        return;
      case 'GroupUpdated': {
        const previous = draft.byId[event.group.id];
        if (previous && previous.uuid !== event.group.uuid && draft.idByUuid[previous.uuid] === previous.id) {
          delete draft.idByUuid[previous.uuid];
        }
        draft.byId[event.group.id] = castDraft(event.group);
        if (isPlainKey(event.group.uuid)) draft.idByUuid[event.group.uuid] = event.group.id;
        return;
      }
      case 'GroupDeleted': {
        const previous = draft.byId[event.id];
        if (!previous) return;
        if (draft.idByUuid[previous.uuid] === previous.id) delete draft.idByUuid[previous.uuid];
        delete draft.byId[event.id];
        return;
      }
      default:
        unhandled(event);
    }
  },
});

export const groupByUuid = (state: GroupsState, uuid: string): Group | undefined => {
  const id = Object.hasOwn(state.idByUuid, uuid) ? state.idByUuid[uuid] : undefined;
  return id === undefined ? undefined : state.byId[id];
};

/** The groups an account names by uuid, skipping uuids this console has not (yet) received. */
export const groupsOf = (state: GroupsState, uuids: readonly string[]): readonly Group[] =>
  uuids.map((uuid) => groupByUuid(state, uuid)).filter((group): group is Group => group !== undefined);
