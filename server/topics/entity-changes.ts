import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import { toWire, type StoredDocument } from '../storage/document-repository';
import type { EntityKind } from './entity-kind';

export const visibleTo = (kind: EntityKind, actor: Actor, document: StoredDocument): boolean =>
  kind.visible?.(actor, document) ?? true;

export const wireFor = (kind: EntityKind, document: StoredDocument, actor: Actor): Record<string, unknown> =>
  kind.toWire ? kind.toWire(document, actor) : toWire(document);

export const listTopicsOf = (kind: EntityKind, document: StoredDocument): readonly string[] =>
  kind.listTopics?.(document) ?? [`${kind.prefix}:all`];

/**
 * Tells every list topic carrying the item what changed, per subscriber: `update {data}` to those who see it
 * now, `delete {data}` to those who saw it before and no longer do. Nobody learns of an item they never saw.
 */
export const broadcastChange = (
  kind: EntityKind,
  services: Services,
  before: StoredDocument | undefined,
  after: StoredDocument,
): void => {
  broadcastChangeHere(kind, services, before, after);
  // The other processes of a cluster filter for their own subscribers (server/cluster/relays.ts).
  services.cluster.publish('entity-change', { kind: kind.kind, before, after });
};

/** broadcastChange for this process's subscribers only (a change relayed from another process). */
export const broadcastChangeHere = (
  kind: EntityKind,
  services: Services,
  before: StoredDocument | undefined,
  after: StoredDocument,
): void => {
  const topics = new Set([...(before ? listTopicsOf(kind, before) : []), ...listTopicsOf(kind, after)]);
  for (const topic of topics) {
    const carries = listTopicsOf(kind, after).includes(topic);
    services.pubsub.broadcastEach(topic, 'update', (actor) =>
      carries && visibleTo(kind, actor, after) ? { data: wireFor(kind, after, actor) } : undefined,
    );
    if (before) {
      services.pubsub.broadcastEach(topic, 'delete', (actor) =>
        visibleTo(kind, actor, before) && !(carries && visibleTo(kind, actor, after))
          ? { data: wireFor(kind, before, actor) }
          : undefined,
      );
    }
  }
};

export const broadcastDelete = (kind: EntityKind, services: Services, document: StoredDocument): void => {
  broadcastDeleteHere(kind, services, document);
  services.cluster.publish('entity-delete', { kind: kind.kind, document });
};

export const broadcastDeleteHere = (kind: EntityKind, services: Services, document: StoredDocument): void => {
  for (const topic of listTopicsOf(kind, document)) {
    services.pubsub.broadcastEach(topic, 'delete', (actor) =>
      visibleTo(kind, actor, document) ? { data: wireFor(kind, document, actor) } : undefined,
    );
  }
};
