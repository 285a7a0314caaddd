import type { Actor } from '../auth/actor';
import { announceChange } from './announce';
import type { EntityKind } from './entity-kind';
import { writeItemIn } from './write-item';
import type { Services } from '../services';
import type { Body, StoredDocument } from '../storage/document-repository';
import { isAdministrator } from '../../src/domain/rights';
import type { Clip } from '../../src/domain/clips';
import { ClipCodec } from '../../src/infrastructure/wire/clips';
import { decodeStoredOne } from '../storage/stored-codec';

// Clips are stored one row per quality: the clips table's uuid is the clip's, the body holds event_uuid,
// status, url, start_time, end_time and meta (docs/protocol/clips.md "Studio server").

export const clipsTopicOf = (eventUuid: string): string => `events:clips:${eventUuid}`;

export const clipWire = (document: StoredDocument): Record<string, unknown> => ({
  ...document.body,
  uuid: document.uuid,
  inserted_at: document.insertedAt.toISOString(),
  version: document.version,
});

export const clipsOfEvent = (services: Services, eventUuid: string): Promise<StoredDocument[]> =>
  services.store.documents.clips.list(`body->>'event_uuid' = $1`, [eventUuid]);

/** The qualities of one cut (`clip`, read typed from `stored`): the clips sharing its meta.group_uuid (or it alone). */
export const qualitiesOf = async (
  services: Services,
  stored: StoredDocument,
  clip: Clip,
): Promise<StoredDocument[]> => {
  const group = clip.meta.group_uuid;
  if (group === undefined || group === '') return [stored];
  return services.store.documents.clips.list(`body->>'event_uuid' = $1 and body->'meta'->>'group_uuid' = $2`, [
    clip.event_uuid,
    group,
  ]);
};

/** A clip read with the wire's ClipCodec; one that does not decode is reported and read as absent. */
export const decodeClip = (services: Services, stored: StoredDocument | undefined): Clip | undefined =>
  decodeStoredOne(ClipCodec, stored, (message) => services.log.error(message), 'clip');

/** Clips, carried on events:clips:{event} as `clip {data}` to everyone on the topic (there is no delete frame). */
export const clipsKind: EntityKind = {
  kind: 'clips',
  targets: (document) => [
    { topic: clipsTopicOf(String(document.body.event_uuid)), updateEvent: 'clip', update: (wire) => ({ data: wire }) },
  ],
  present: async (_services, _sql, documents) => documents.map(clipWire),
};

/** Writes a clip's new body (status moves, meta edits) and tells the event's clip topic. */
export const updateClip = async (services: Services, clip: StoredDocument, body: Body): Promise<StoredDocument> => {
  const written = await services.store.db.write((tx) =>
    writeItemIn(clipsKind, services, tx, { existing: clip, body, state: clip.state }),
  );
  announceChange(clipsKind, services, written.before, written.after);
  return written.after.document;
};

/** Clip tag text is admin-only (spec 2 §6): others neither set nor change it. */
export const mayEditClipTags = (actor: Actor): boolean => isAdministrator(actor.type);
