import type { Group } from './group';

/** `groups:all` init: the full list, replacing what was held. */
export interface GroupsReceived {
  readonly type: 'GroupsReceived';
  readonly groups: readonly Group[];
  readonly at: number;
}

export interface GroupUpdated {
  readonly type: 'GroupUpdated';
  readonly group: Group;
  readonly at: number;
}

export interface GroupDeleted {
  readonly type: 'GroupDeleted';
  readonly id: number;
  readonly at: number;
}

export type GroupsEvent = GroupsReceived | GroupUpdated | GroupDeleted;
