import { castDraft } from 'immer';
import { defineProjection, mapByKey, unhandled } from '../projection';
import type { Channel } from './channel';
import type { ChannelGroup, ChannelGroupMembership, ChannelGroupType } from './channel-group';
import type { ChannelsEvent } from './channels.events';
import type { DestinationConnection } from './destination-connection';
import type { MediaconnectStatus } from './mediaconnect';

export interface ChannelsState {
  readonly byUuid: Readonly<Record<string, Channel>>;
  /** Channel groups by kind, each by id. */
  readonly groups: { readonly [K in ChannelGroupType]: Readonly<Record<number, ChannelGroup>> };
  /** Group memberships of a channel (channels:channel_groups:{id}), by the topic's id. */
  readonly membershipsByChannel: Readonly<Record<string, readonly ChannelGroupMembership[]>>;
  /** Channels of a group (channels:channel_group_channels:{id}), by group id. */
  readonly channelsByGroup: Readonly<Record<number, readonly ChannelGroupMembership[]>>;
  /** Destination connections by channel uuid; the server's buffer history rides inside each. */
  readonly connections: Readonly<Record<string, DestinationConnection>>;
  readonly connectionsAt?: number;
  readonly mediaconnects: Readonly<Record<string, MediaconnectStatus>>;
  readonly mediaconnectsAt?: number;
}

export const initialChannelsState: ChannelsState = {
  byUuid: {},
  groups: { template: {}, access: {} },
  membershipsByChannel: {},
  channelsByGroup: {},
  connections: {},
  mediaconnects: {},
};

export const channelsProjection = defineProjection<ChannelsState, ChannelsEvent>({
  name: 'channels',
  initial: initialChannelsState,
  handles: {
    ChannelsReceived: true,
    ChannelUpdated: true,
    ChannelDeleted: true,
    ChannelGroupsReceived: true,
    ChannelGroupUpdated: true,
    ChannelGroupDeleted: true,
    ChannelMembershipsReceived: true,
    ChannelGroupChannelsReceived: true,
    ConnectionStatesReceived: true,
    MediaconnectStatusesReceived: true,
  },
  apply(draft, event) {
    switch (event.type) {
      case 'ChannelsReceived':
        draft.byUuid = castDraft(mapByKey(event.channels, (channel) => channel.uuid));
        return;
      case 'ChannelUpdated':
        draft.byUuid[event.channel.uuid] = castDraft(event.channel);
        return;
      case 'ChannelDeleted':
        delete draft.byUuid[event.uuid];
        return;
      case 'ChannelGroupsReceived':
        draft.groups[event.kind] = castDraft(mapByKey(event.groups, (group) => group.id));
        return;
      case 'ChannelGroupUpdated':
        // A group moved between template and access must not stay listed under its old kind.
        delete draft.groups[event.kind === 'template' ? 'access' : 'template'][event.group.id];
        draft.groups[event.kind][event.group.id] = castDraft(event.group);
        return;
      case 'ChannelGroupDeleted':
        delete draft.groups[event.kind][event.id];
        return;
      case 'ChannelMembershipsReceived':
        draft.membershipsByChannel[event.channel] = castDraft(event.groups);
        return;
      case 'ChannelGroupChannelsReceived':
        draft.channelsByGroup[event.groupId] = castDraft(event.channels);
        return;
      // Control broadcasts are complete snapshots: the map is swapped by reference, never copied key by key.
      case 'ConnectionStatesReceived':
        draft.connections = castDraft(event.states);
        draft.connectionsAt = event.at;
        return;
      case 'MediaconnectStatusesReceived':
        draft.mediaconnects = castDraft(event.statuses);
        draft.mediaconnectsAt = event.at;
        return;
      default:
        unhandled(event);
    }
  },
});
