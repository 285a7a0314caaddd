import { defineTopic, inbound, listOf, numericId, push, shape } from '../kit';
import { GroupCodec, GroupDraftCodec } from './group.codec';

const save = push({
  doc: "Create (no id) or update a group; the channels are the editor's merged source and destination lists. Replies with the saved group.",
  payload: shape({ group: GroupDraftCodec }),
  reply: shape({ data: GroupCodec }),
});

/** Groups (spec 3 §7). `groups:all` is literal and therefore tried before `groups:{id}` (it has more literal parts). */
export const groupsTopics = {
  'groups:all': defineTopic({
    pattern: 'groups:all',
    doc: 'Every group; joined at login (spec 1 §7.2).',
    inbound: {
      init: inbound({
        doc: 'The full list, {data: Group[]}; replaces what was held.',
        codec: shape({ data: listOf(GroupCodec) }),
        toEvents: ({ data }, context) => [{ type: 'GroupsReceived', groups: data, at: context.at }],
      }),
      update: inbound({
        doc: 'One created or changed group, {data: Group}.',
        codec: shape({ data: GroupCodec }),
        toEvents: ({ data }, context) => [{ type: 'GroupUpdated', group: data, at: context.at }],
      }),
      delete: inbound({
        doc: 'One removed group, {data: {id, …}}.',
        codec: shape({ data: shape({ id: numericId }) }),
        toEvents: ({ data }, context) => [{ type: 'GroupDeleted', id: data.id, at: context.at }],
      }),
    },
    pushes: {},
  }),
  'groups:create': defineTopic({
    pattern: 'groups:create',
    doc: 'Joined by the editor of a new group.',
    inbound: {},
    pushes: { save },
  }),
  'groups:{id}': defineTopic({
    pattern: 'groups:{id}',
    doc: 'Joined by the editor of group {id}.',
    inbound: {},
    pushes: { save },
  }),
} as const;
