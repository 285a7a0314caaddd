import { defineTopic, inbound, listOf, push, shape } from '../kit';
import { dataOf, eventOf } from './envelope';
import { TagCodec, TagDraftCodec } from './tag.codec';

const saveTag = push({
  doc: 'Saves {tag} (event_uuid required; uuid only when updating). Reply data is the saved tag.',
  payload: shape({ tag: TagDraftCodec }),
  reply: dataOf(TagCodec),
});

export const tagTopics = {
  'events:tags:{event}': defineTopic({
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
    pushes: {},
  }),
  // Same pushes on both, as for clips: 'events:tag:create' means the same under either pattern.
  'events:tag:create': defineTopic({
    pattern: 'events:tag:create',
    doc: 'Creates a tag.',
    inbound: {},
    pushes: { save: saveTag },
  }),
  'events:tag:{uuid}': defineTopic({
    pattern: 'events:tag:{uuid}',
    doc: 'Updates one tag.',
    inbound: {},
    pushes: { save: saveTag },
  }),
} as const;
