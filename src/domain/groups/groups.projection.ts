import { entityListProjection, type EntityListState } from '../projection';
import type { Group } from './group';
import type { GroupsEvent } from './groups.events';

/** The groups by id, and uuid → id: accounts name their groups by uuid, and guards look them up on every navigation. */
export type GroupsState = EntityListState<Group, 'idByUuid'>;

export const initialGroupsState: GroupsState = { byId: {}, idByUuid: {} };

export const groupsProjection = entityListProjection<GroupsEvent>()({
  name: 'groups',
  received: 'GroupsReceived',
  updated: 'GroupUpdated',
  deleted: 'GroupDeleted',
  records: (event) => event.groups,
  record: (event) => event.group,
  removed: (event) => event.id,
  index: { name: 'idByUuid', of: (group) => group.uuid },
});

export const groupByUuid = (state: GroupsState, uuid: string): Group | undefined => {
  const id = Object.hasOwn(state.idByUuid, uuid) ? state.idByUuid[uuid] : undefined;
  return id === undefined ? undefined : state.byId[id];
};

/** The groups an account names by uuid, skipping uuids this console has not (yet) received. */
export const groupsOf = (state: GroupsState, uuids: readonly string[]): readonly Group[] =>
  uuids.map((uuid) => groupByUuid(state, uuid)).filter((group): group is Group => group !== undefined);
