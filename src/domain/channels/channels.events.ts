import type { Channel } from './channel';
import type { ChannelGroup, ChannelGroupMembership, ChannelGroupType } from './channel-group';
import type { DestinationConnection } from './destination-connection';
import type { MediaconnectStatus } from './mediaconnect';

/** channels:all init: the full list, replacing what was held. */
export interface ChannelsReceived {
  readonly type: 'ChannelsReceived';
  readonly channels: readonly Channel[];
  readonly at: number;
}

/** One channel created or changed (channels:all update, channels:{uuid} init). */
export interface ChannelUpdated {
  readonly type: 'ChannelUpdated';
  readonly channel: Channel;
  readonly at: number;
}

export interface ChannelDeleted {
  readonly type: 'ChannelDeleted';
  readonly uuid: string;
  readonly at: number;
}

/** channels:group:all:{template|access} init: the full list of that kind, replacing what was held. */
export interface ChannelGroupsReceived {
  readonly type: 'ChannelGroupsReceived';
  readonly kind: ChannelGroupType;
  readonly groups: readonly ChannelGroup[];
  readonly at: number;
}

export interface ChannelGroupUpdated {
  readonly type: 'ChannelGroupUpdated';
  readonly kind: ChannelGroupType;
  readonly group: ChannelGroup;
  readonly at: number;
}

export interface ChannelGroupDeleted {
  readonly type: 'ChannelGroupDeleted';
  readonly kind: ChannelGroupType;
  readonly id: number;
  readonly at: number;
}

/** channels:channel_groups:{id}: the groups a channel belongs to, with expiry. */
export interface ChannelMembershipsReceived {
  readonly type: 'ChannelMembershipsReceived';
  /** The channel as the topic names it (its id). */
  readonly channel: string;
  readonly groups: readonly ChannelGroupMembership[];
  readonly at: number;
}

/** channels:channel_group_channels:{id}: the channels of a group, with expiry. */
export interface ChannelGroupChannelsReceived {
  readonly type: 'ChannelGroupChannelsReceived';
  readonly groupId: number;
  readonly channels: readonly ChannelGroupMembership[];
  readonly at: number;
}

/** control channels: the destination connection of every channel the server tracks, by channel uuid. */
export interface ConnectionStatesReceived {
  readonly type: 'ConnectionStatesReceived';
  readonly states: Readonly<Record<string, DestinationConnection>>;
  readonly at: number;
}

/** control mediaconnects: the status of every MediaConnect flow, by ARN. */
export interface MediaconnectStatusesReceived {
  readonly type: 'MediaconnectStatusesReceived';
  readonly statuses: Readonly<Record<string, MediaconnectStatus>>;
  readonly at: number;
}

export type ChannelsEvent =
  | ChannelsReceived
  | ChannelUpdated
  | ChannelDeleted
  | ChannelGroupsReceived
  | ChannelGroupUpdated
  | ChannelGroupDeleted
  | ChannelMembershipsReceived
  | ChannelGroupChannelsReceived
  | ConnectionStatesReceived
  | MediaconnectStatusesReceived;
