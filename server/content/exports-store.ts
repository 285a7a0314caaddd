import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import type { Body, StoredDocument } from '../storage/document-repository';
import { isAdministrator } from '../../src/domain/rights';

// Clip exports: one row per export job; the body holds clip_uuids, event_uuid, status, form_data and meta.

export const exportsTopicOf = (eventUuid: string): string => `events:clip_exports:${eventUuid}`;

export const exportWire = (document: StoredDocument): Record<string, unknown> => ({
  ...document.body,
  uuid: document.uuid,
  inserted_at: document.insertedAt.toISOString(),
});

/** "Non-admins see only their own exports (matched by account e-mail)" (spec 2 §6): the server sends no others. */
export const exportVisible = (actor: Actor, document: StoredDocument): boolean => {
  if (isAdministrator(actor.type)) return true;
  const account = (document.body.meta as { account?: unknown } | undefined)?.account;
  return typeof account === 'string' && account.trim().toLowerCase() === actor.email.toLowerCase();
};

export const exportsOfEvent = (services: Services, eventUuid: string): Promise<StoredDocument[]> =>
  services.store.documents.clip_exports.list(`body->>'event_uuid' = $1`, [eventUuid]);

export const broadcastExport = (services: Services, document: StoredDocument): void => {
  broadcastExportHere(services, document);
  services.cluster.publish('export-change', { document });
};

/** broadcastExport for this process's subscribers only. */
export const broadcastExportHere = (services: Services, document: StoredDocument): void =>
  services.pubsub.broadcastEach(exportsTopicOf(String(document.body.event_uuid)), 'clip_export', (actor) =>
    exportVisible(actor, document) ? { data: exportWire(document) } : undefined,
  );

export const updateExport = async (
  services: Services,
  document: StoredDocument,
  body: Body,
): Promise<StoredDocument> => {
  const saved = await services.store.db.write((tx) =>
    services.store.documents.clip_exports.update(tx, document.id, body, document.state),
  );
  if (!saved) throw new Error(`export ${document.uuid} vanished`);
  broadcastExport(services, saved);
  return saved;
};
