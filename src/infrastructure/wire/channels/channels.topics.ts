// The channels topics (spec 1 §7.2, spec 2 §7, spec 3 §7). Decisions where the spec is silent:
// docs/protocol/channels.md.
import type { ChannelGroupType } from '../../../domain/channels';
import { defineTopic, entityTopics, inbound, listOf, numericId, push, shape } from '../kit';
import { ChannelCodec } from './channel.codec';
import { ChannelGroupCodec, ChannelGroupMembershipCodec } from './channel-group.codec';
import {
  ChannelGroupSaveCodec,
  ChannelSaveCodec,
  ConfigurationPreviewReplyCodec,
  ConfigurationPreviewRequestCodec,
  SavedChannelGroupReplyCodec,
  SavedChannelReplyCodec,
} from './channel-pushes.codec';
import { keyParam, numericParam } from './topic-params';
import { UuidCodec } from './uuid.codec';

const preview = {
  get_configuration: push({
    doc: 'Preview a configuration with the given templates applied; the reply data is the preview.',
    payload: ConfigurationPreviewRequestCodec,
    reply: ConfigurationPreviewReplyCodec,
  }),
};

const groupSave = push({
  doc: 'Create or update a channel group (access groups carry their channels); the reply data is the saved group.',
  payload: ChannelGroupSaveCodec,
  reply: SavedChannelGroupReplyCodec,
});

const groupListTopic = <P extends string>(pattern: P, kind: ChannelGroupType) =>
  defineTopic({
    pattern,
    doc: `Every channel group of type ${kind}; joined at login.`,
    inbound: {
      init: inbound({
        doc: 'The full list; replaces what was held.',
        codec: shape({ channel_groups: listOf(ChannelGroupCodec) }),
        toEvents: (payload, context) => [
          { type: 'ChannelGroupsReceived', kind, groups: payload.channel_groups, at: context.at },
        ],
      }),
      update: inbound({
        doc: 'One group created or changed.',
        codec: shape({ channel_group: ChannelGroupCodec }),
        toEvents: (payload, context) => [
          { type: 'ChannelGroupUpdated', kind, group: payload.channel_group, at: context.at },
        ],
      }),
      delete: inbound({
        doc: 'One group removed, by id.',
        codec: shape({ id: numericId }),
        toEvents: (payload, context) => [{ type: 'ChannelGroupDeleted', kind, id: payload.id, at: context.at }],
      }),
    },
    pushes: {},
  });

export const channelsTopics = {
  ...entityTopics({
    noun: 'channel',
    save: push({
      doc: 'Create or update a channel with its group memberships; the reply data is the saved channel (its uuid).',
      payload: ChannelSaveCodec,
      reply: SavedChannelReplyCodec,
    }),
    all: {
      pattern: 'channels:all',
      doc: 'Every channel the account may see; joined at login.',
      inbound: {
        init: inbound({
          doc: 'The full list; replaces what was held.',
          codec: shape({ channels: listOf(ChannelCodec) }),
          toEvents: (payload, context) => [{ type: 'ChannelsReceived', channels: payload.channels, at: context.at }],
        }),
        update: inbound({
          doc: 'One channel created or changed.',
          codec: shape({ channel: ChannelCodec }),
          toEvents: (payload, context) => [{ type: 'ChannelUpdated', channel: payload.channel, at: context.at }],
        }),
        delete: inbound({
          doc: 'One channel removed, by uuid.',
          codec: shape({ uuid: UuidCodec }),
          toEvents: (payload, context) => [{ type: 'ChannelDeleted', uuid: payload.uuid, at: context.at }],
        }),
      },
    },
    create: { pattern: 'channels:create', doc: 'The new-channel editor.', pushes: preview },
    one: {
      pattern: 'channels:{uuid}',
      doc: 'One channel, joined by its editor.',
      inbound: {
        init: inbound({
          doc: 'The full channel once after join, so an editor opened by URL is complete before the list arrives.',
          codec: shape({ channel: ChannelCodec }),
          toEvents: (payload, context) => [{ type: 'ChannelUpdated', channel: payload.channel, at: context.at }],
        }),
      },
      pushes: preview,
    },
  }),
  // Channel groups are no triple: two lists and two new-group editors (one per type) share one `{id}` editor.
  'channels:group:all:template': groupListTopic('channels:group:all:template', 'template'),
  'channels:group:all:access': groupListTopic('channels:group:all:access', 'access'),
  'channels:channel_groups:{id}': defineTopic({
    pattern: 'channels:channel_groups:{id}',
    doc: 'The access groups and templates of one channel (by channel id), with expiry.',
    inbound: {
      init: inbound({
        doc: 'The memberships once after join.',
        codec: shape({ channel_groups: listOf(ChannelGroupMembershipCodec) }),
        toEvents: (payload, context) => {
          const channel = keyParam(context, 'id');
          return channel === undefined
            ? []
            : [{ type: 'ChannelMembershipsReceived', channel, groups: payload.channel_groups, at: context.at }];
        },
      }),
    },
    pushes: {},
  }),
  'channels:group:{id}': defineTopic({
    pattern: 'channels:group:{id}',
    doc: 'One channel group, joined by its editor.',
    inbound: {
      init: inbound({
        doc: 'The full group once after join.',
        codec: shape({ channel_group: ChannelGroupCodec }),
        toEvents: (payload, context) => [
          {
            type: 'ChannelGroupUpdated',
            kind: payload.channel_group.type,
            group: payload.channel_group,
            at: context.at,
          },
        ],
      }),
    },
    pushes: { save: groupSave },
  }),
  'channels:group:create:template': defineTopic({
    pattern: 'channels:group:create:template',
    doc: 'The new configuration-preset editor.',
    inbound: {},
    pushes: { save: groupSave },
  }),
  'channels:group:create:access': defineTopic({
    pattern: 'channels:group:create:access',
    doc: 'The new access-group editor.',
    inbound: {},
    pushes: { save: groupSave },
  }),
  'channels:channel_group_channels:{id}': defineTopic({
    pattern: 'channels:channel_group_channels:{id}',
    doc: 'The channels of one group (by group id), with expiry.',
    inbound: {
      init: inbound({
        doc: 'The channels once after join.',
        codec: shape({ channels: listOf(ChannelGroupMembershipCodec) }),
        toEvents: (payload, context) => {
          const groupId = numericParam(context, 'id');
          return groupId === undefined
            ? []
            : [{ type: 'ChannelGroupChannelsReceived', groupId, channels: payload.channels, at: context.at }];
        },
      }),
    },
    pushes: {},
  }),
} as const;
