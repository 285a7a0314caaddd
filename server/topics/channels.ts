import { groupsOfChannel, membersOf } from '../records/channel-memberships';
import type { EntityKind } from '../records/entity-kind';
import { contentEditorTopic, contentListTopic, createTopic, findVisible, isReply } from './content-topics';
import { ok } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { channelGroupsKind } from './channel-groups';
import { channelsKind } from './channels-kind';
import { channelEditorPushes } from './channels-save';
import type { TopicContext, TopicHandler } from './topic-handler';

/** A topic whose `init` is derived from one row (the memberships of a channel, the members of a group). */
const derivedTopic = (
  pattern: string,
  doc: string,
  kind: EntityKind,
  init: (context: TopicContext, document: StoredDocument) => Promise<unknown>,
): TopicHandler => ({
  pattern,
  doc,
  join: async (context) => {
    const found = await findVisible(kind, context, context.params.id ?? '');
    return isReply(found) ? found : ok({});
  },
  afterJoin: async (context) => {
    const found = await findVisible(kind, context, context.params.id ?? '');
    if (!isReply(found)) context.channel.push('init', await init(context, found));
  },
  pushes: {},
});

/** channels:all, channels:{uuid}, channels:create, channels:channel_groups:{id}, channels:channel_group_channels:{id}. */
export const channelTopics: readonly TopicHandler[] = [
  contentListTopic({
    pattern: 'channels:all',
    doc: 'Every channel: init {channels}, update {channel}, delete {uuid}.',
    kind: channelsKind,
    load: (context) => context.services.store.documents.channels.list(),
    init: (items) => ({ channels: items }),
  }),
  contentEditorTopic({
    pattern: 'channels:{uuid}',
    doc: 'One channel: init {channel}; save {channel, channel_groups}; get_configuration {configuration, channel_groups}.',
    kind: channelsKind,
    key: (context) => context.params.uuid ?? '',
    init: (item) => ({ channel: item }),
    pushes: channelEditorPushes(true),
  }),
  createTopic(
    'channels:create',
    'A new channel: save {channel, channel_groups}; get_configuration.',
    channelEditorPushes(false),
  ),
  derivedTopic(
    'channels:channel_groups:{id}',
    'The groups of channel {id}: init {channel_groups: [{id, expiry_time}]}.',
    channelsKind,
    async (context, channel) => ({
      channel_groups: groupsOfChannel(channel.id, await context.services.store.documents.channel_groups.list()),
    }),
  ),
  derivedTopic(
    'channels:channel_group_channels:{id}',
    'The channels of group {id}: init {channels: [{id, expiry_time}]}.',
    channelGroupsKind,
    async (_context, group) => ({
      channels: membersOf(group),
    }),
  ),
];
