export { archiveAction, archiveStates, toggledArchiveState } from './archive-state';
export type { ArchiveState } from './archive-state';
export type { Group, GroupDraft, GroupMeta } from './group';
export { addGroup, canRemoveGroup, groupsForNewAccount, removeGroup } from './group-selection';
export { groupByUuid, groupsOf, groupsProjection, initialGroupsState } from './groups.projection';
export type { GroupsState } from './groups.projection';
export type { GroupDeleted, GroupsEvent, GroupsReceived, GroupUpdated } from './groups.events';
