import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';

// Tags: the row's state column is the tag's state (active | archived); the body holds event_uuid,
// stream_time, time and meta.

export const tagsTopicOf = (eventUuid: string): string => `events:tags:${eventUuid}`;

export const tagWire = (document: StoredDocument): Record<string, unknown> => ({
  ...document.body,
  uuid: document.uuid,
  state: document.state,
});

export const tagsOfEvent = (services: Services, eventUuid: string): Promise<StoredDocument[]> =>
  services.store.documents.tags.list(`body->>'event_uuid' = $1`, [eventUuid]);

export const broadcastTag = (services: Services, tag: StoredDocument): void =>
  services.pubsub.broadcast(tagsTopicOf(String(tag.body.event_uuid)), 'tag', { data: tagWire(tag) });
