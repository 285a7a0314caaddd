import { entityTopics, inbound, listOf, push, shape } from '../kit';
import { dataOf, eventOf } from './envelope';
import { TagCodec, TagDraftCodec } from './tag.codec';

const saveTag = push({
  doc: 'Saves {tag} (event_uuid required; uuid only when updating). Reply data is the saved tag.',
  payload: shape({ tag: TagDraftCodec }),
  reply: dataOf(TagCodec),
});

// Same pushes on both editors, as for clips: 'events:tag:create' means the same under either pattern.
export const tagTopics = entityTopics({
  noun: 'tag',
  save: saveTag,
  all: {
    pattern: 'events:tags:{event}',
    doc: "An event's tags: the list after join, then one tag per change (archiving included).",
    inbound: {
      tags: inbound({
        doc: '{data: Tag[]}: every tag of the event, archived ones included; replaces what was known.',
        codec: dataOf(listOf(TagCodec)),
        toEvents: (payload, context) => [
          { type: 'TagsReceived', eventUuid: eventOf(context), tags: payload.data, at: context.at },
        ],
      }),
      tag: inbound({
        doc: '{data: Tag}: one tag created or changed.',
        codec: dataOf(TagCodec),
        toEvents: (payload, context) => [
          { type: 'TagUpdated', eventUuid: eventOf(context), tag: payload.data, at: context.at },
        ],
      }),
    },
  },
  create: { pattern: 'events:tag:create', doc: 'Creates a tag.' },
  one: { pattern: 'events:tag:{uuid}', doc: 'Updates one tag.' },
});
