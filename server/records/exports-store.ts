import type { Actor } from '../auth/actor';
import { announceChange } from './announce';
import type { EntityKind } from './entity-kind';
import { writeItemIn } from './write-item';
import type { Services } from '../services';
import type { Body, StoredDocument } from '../storage/document-repository';
import { isAdministrator } from '../../src/domain/rights';
import { jsonObject } from '../../src/infrastructure/wire/kit';

// Clip exports: one row per export job; the body holds clip_uuids, event_uuid, status, form_data and meta.

export const exportsTopicOf = (eventUuid: string): string => `events:clip_exports:${eventUuid}`;

export const exportWire = (document: StoredDocument): Record<string, unknown> => ({
  ...document.body,
  uuid: document.uuid,
  inserted_at: document.insertedAt.toISOString(),
  version: document.version,
});

/** "Non-admins see only their own exports (matched by account e-mail)" (spec 2 §6): the server sends no others. */
export const exportVisible = (actor: Actor, document: StoredDocument): boolean => {
  if (isAdministrator(actor.type)) return true;
  // A visibility hook has no log to report to: a meta that is no object names no account.
  const meta = document.body.meta;
  const account = jsonObject.is(meta) ? meta.account : undefined;
  return typeof account === 'string' && account.trim().toLowerCase() === actor.email.toLowerCase();
};

export const exportsOfEvent = (services: Services, eventUuid: string): Promise<StoredDocument[]> =>
  services.store.documents.clip_exports.list(`body->>'event_uuid' = $1`, [eventUuid]);

/** Clip exports, carried on events:clip_exports:{event} as `clip_export {data}` (there is no delete frame). */
export const exportsKind: EntityKind = {
  kind: 'clip_exports',
  targets: (document) => [
    {
      topic: exportsTopicOf(String(document.body.event_uuid)),
      updateEvent: 'clip_export',
      update: (wire) => ({ data: wire }),
    },
  ],
  visible: exportVisible,
  present: async (_services, _sql, documents) => documents.map(exportWire),
};

/** Writes an export (new when `existing` is undefined) and announces it on its event's exports topic. */
export const writeExport = async (
  services: Services,
  existing: StoredDocument | undefined,
  body: Body,
): Promise<StoredDocument> => {
  const written = await services.store.db.write((tx) =>
    writeItemIn(exportsKind, services, tx, { existing, body, state: existing?.state ?? 'active' }),
  );
  announceChange(exportsKind, services, written.before, written.after);
  return written.after.document;
};
