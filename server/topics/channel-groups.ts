import { can } from '../../src/domain/rights';
import type { ChannelGroupType } from '../../src/domain/channels';
import { ChannelGroupSaveCodec, type ChannelGroupSave } from '../../src/infrastructure/wire/channels';
import { announceChange } from '../records/announce';
import { isStale, staleRefusal, writeItemOrStale } from '../records/stale';
import { membersOf, uniqueMembers } from '../records/channel-memberships';
import { viewFor, type EntityKind, type Wire } from '../records/entity-kind';
import { chooseUuid, contentEditorTopic, contentListTopic, createTopic, isReply } from './content-topics';
import { missingReferences } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { toWire, type StoredDocument, withoutReserved } from '../storage/document-repository';
import { invalid } from './entity-save';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

const groupTypeOf = (document: StoredDocument): ChannelGroupType =>
  document.body.type === 'template' ? 'template' : 'access';
const isObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

const groupWire = (document: StoredDocument): Wire => ({
  ...toWire(document),
  type: groupTypeOf(document),
  meta: isObject(document.body.meta) ? document.body.meta : {},
  channels: membersOf(document),
});

/** Configuration presets (`template`) and access groups, each on the list topic of its type. */
export const channelGroupsKind: EntityKind<'channel_groups'> = {
  kind: 'channel_groups',
  targets: (document) => [
    {
      topic: `channels:group:all:${groupTypeOf(document)}`,
      updateEvent: 'update',
      update: (wire) => ({ channel_group: wire }),
      deleteEvent: 'delete',
      remove: (wire) => ({ id: wire.id }),
    },
  ],
  present: async (_services, _sql, documents) => documents.map(groupWire),
};

const saveGroup = async (
  context: TopicContext,
  { channel_group: item, version }: ChannelGroupSave,
  existing: StoredDocument | undefined,
): Promise<Reply> => {
  const { actor, services } = context;
  // A save based on an older version is refused before its own checks (one-truth.md); a new group has none.
  const base = existing ? version : undefined;
  if (existing && isStale(base, existing)) return staleRefusal(channelGroupsKind, services, actor, existing);
  // Configuration presets are developer-only (spec 3 §2.3, §6), also when a group would become or stop being one.
  if ((item.type === 'template' || existing?.body.type === 'template') && !can('development', actor))
    return refuse(reasons.unauthorized, { detail: 'template' });
  const name = item.name.trim();
  if (name === '' || name.length > 200)
    return invalid('channel_group.name', 'a name of 1 to 200 characters', item.name);
  // "Access adds channels" (spec 3 §7): a sent list replaces the members; without one they stay.
  const channels = item.channels === undefined ? (existing ? membersOf(existing) : []) : uniqueMembers(item.channels);
  const errors = await missingReferences(
    services.store.documents.channels,
    channels.map((member) => member.id),
    (index) => `channel_group.channels.${index}.id`,
    'channel',
  );
  if (errors.length > 0) return refuse(reasons.invalid, { errors });
  const repository = services.store.documents.channel_groups;
  const body = { ...existing?.body, ...withoutReserved(item), name, channels };
  const uuid = existing ? undefined : await chooseUuid(repository, item.uuid);
  const write = { existing, body, state: item.state, uuid, changedBy: actor.accountId, expectedVersion: base };
  const written = await writeItemOrStale(channelGroupsKind, services, actor, write);
  if (isReply(written)) return written;
  announceChange(channelGroupsKind, services, written.before, written.after);
  return ok({ data: viewFor(channelGroupsKind, actor, written.after) });
};

const savePush = (type: ChannelGroupType | undefined) =>
  pushWith(ChannelGroupSaveCodec, async (context, payload) => {
    if (type === undefined) {
      const existing = await context.services.store.documents.channel_groups.find(context.params.id ?? '');
      return existing ? saveGroup(context, payload, existing) : refuse(reasons.notFound);
    }
    // The create topics name the type; a payload asking for the other one is a mistake, not a wish.
    return payload.channel_group.type === type
      ? saveGroup(context, payload, undefined)
      : invalid('channel_group.type', `'${type}'`, payload.channel_group.type);
  });

const groupList = (type: ChannelGroupType): TopicHandler =>
  contentListTopic({
    pattern: `channels:group:all:${type}`,
    doc: `Every channel group of type ${type}: init {channel_groups}, update {channel_group}, delete {id}.`,
    kind: channelGroupsKind,
    // Anything that is not a template is read as an access group (groupTypeOf).
    load: (context) =>
      context.services.store.documents.channel_groups.list(
        type === 'template' ? `body->>'type' = 'template'` : `coalesce(body->>'type', '') <> 'template'`,
      ),
    init: (items) => ({ channel_groups: items }),
  });

/** channels:group:all:{template|access}, channels:group:{id}, channels:group:create:{template|access}. */
export const channelGroupTopics: readonly TopicHandler[] = [
  groupList('template'),
  groupList('access'),
  contentEditorTopic({
    pattern: 'channels:group:{id}',
    doc: 'One channel group: init {channel_group}; save {channel_group} (presets by developers only).',
    kind: channelGroupsKind,
    key: (context) => context.params.id ?? '',
    init: (item) => ({ channel_group: item }),
    pushes: { save: savePush(undefined) },
  }),
  createTopic(
    'channels:group:create:template',
    'A new configuration preset: save {channel_group} with type template.',
    { save: savePush('template') },
  ),
  createTopic('channels:group:create:access', 'A new access group: save {channel_group} with type access.', {
    save: savePush('access'),
  }),
];
