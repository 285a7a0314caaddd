import type { EntityKind } from '../records/entity-kind';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';

// Tags: the row's state column is the tag's state (active | archived); the body holds event_uuid,
// stream_time, time and meta.

export const tagsTopicOf = (eventUuid: string): string => `events:tags:${eventUuid}`;

export const tagWire = (document: StoredDocument): Record<string, unknown> => ({
  ...document.body,
  uuid: document.uuid,
  state: document.state,
  version: document.version,
});

export const tagsOfEvent = (services: Services, eventUuid: string): Promise<StoredDocument[]> =>
  services.store.documents.tags.list(`body->>'event_uuid' = $1`, [eventUuid]);

/** Tags, carried on events:tags:{event} as `tag {data}` to everyone on the topic (there is no delete frame). */
export const tagsKind: EntityKind<'tags'> = {
  kind: 'tags',
  targets: (document) => [
    { topic: tagsTopicOf(String(document.body.event_uuid)), updateEvent: 'tag', update: (wire) => ({ data: wire }) },
  ],
  present: async (_services, _sql, documents) => documents.map(tagWire),
};
