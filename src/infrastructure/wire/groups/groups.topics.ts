import { baseVersion, entityListFrames, entityTopics, push, shape } from '../kit';
import { GroupCodec, GroupDraftCodec } from './group.codec';

/** Groups (spec 3 §7). `groups:all` is literal and therefore tried before `groups:{id}` (it has more literal parts). */
export const groupsTopics = entityTopics({
  noun: 'group',
  save: push({
    doc: "Create (no id) or update a group; the channels are the editor's merged source and destination lists. Replies with the saved group.",
    payload: shape({ group: GroupDraftCodec }, baseVersion),
    reply: shape({ data: GroupCodec }),
  }),
  all: {
    pattern: 'groups:all',
    doc: 'Every group; joined at login (spec 1 §7.2).',
    inbound: entityListFrames({
      type: 'Group',
      codec: GroupCodec,
      received: (groups, at) => ({ type: 'GroupsReceived', groups, at }),
      updated: (group, at) => ({ type: 'GroupUpdated', group, at }),
      deleted: (id, at) => ({ type: 'GroupDeleted', id, at }),
    }),
  },
  create: { pattern: 'groups:create' },
  one: { pattern: 'groups:{id}' },
});
