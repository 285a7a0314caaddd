import type { Services } from '../services';
import { isVisible, viewFor, viewKeyOf, type ContentKind, type Presented } from './content-kind';

/**
 * Tells every topic carrying the item what changed, per subscriber (as topics/entity-changes.ts does for the
 * `{data}` lists): the update frame to whoever sees the item now, the delete frame to whoever saw it on a topic
 * and no longer does (the item moved to another list, or became invisible to them). Nobody learns of an item
 * they never saw.
 */
export const announceChange = (
  kind: ContentKind,
  services: Services,
  before: Presented | undefined,
  after: Presented,
): void => {
  announceChangeHere(kind, services, before, after);
  // The other processes of a cluster filter for their own subscribers (server/cluster/relays.ts).
  services.cluster.publish('content-change', { kind: kind.kind, before, after });
};

/** announceChange for this process's subscribers only (a change relayed from another process). */
export const announceChangeHere = (
  kind: ContentKind,
  services: Services,
  before: Presented | undefined,
  after: Presented,
): void => {
  const afterTargets = kind.targets(after.document);
  const carried = new Set(afterTargets.map((target) => target.topic));
  for (const target of afterTargets) {
    services.pubsub.broadcastViews(
      target.topic,
      target.updateEvent,
      (actor) => (isVisible(kind, actor, after.document) ? viewKeyOf(kind, actor) : undefined),
      (actor) => target.update(viewFor(kind, actor, after)),
    );
  }
  if (!before) return;
  for (const target of kind.targets(before.document)) {
    const { deleteEvent, remove } = target;
    if (deleteEvent === undefined || remove === undefined) continue;
    const stillCarried = carried.has(target.topic);
    services.pubsub.broadcastViews(
      target.topic,
      deleteEvent,
      (actor) =>
        isVisible(kind, actor, before.document) && !(stillCarried && isVisible(kind, actor, after.document))
          ? viewKeyOf(kind, actor)
          : undefined,
      (actor) => remove(viewFor(kind, actor, before)),
    );
  }
};

/** The item is gone: its delete frame to everyone who saw it, on every topic that has one. */
export const announceRemoval = (kind: ContentKind, services: Services, removed: Presented): void => {
  announceRemovalHere(kind, services, removed);
  services.cluster.publish('content-removal', { kind: kind.kind, removed });
};

export const announceRemovalHere = (kind: ContentKind, services: Services, removed: Presented): void => {
  for (const target of kind.targets(removed.document)) {
    const { deleteEvent, remove } = target;
    if (deleteEvent === undefined || remove === undefined) continue;
    services.pubsub.broadcastViews(
      target.topic,
      deleteEvent,
      (actor) => (isVisible(kind, actor, removed.document) ? viewKeyOf(kind, actor) : undefined),
      (actor) => remove(viewFor(kind, actor, removed)),
    );
  }
};

/** Several changes at once (siblings of an event group, the groups of a channel), in order. */
export const announceChanges = (
  kind: ContentKind,
  services: Services,
  changes: readonly { readonly before?: Presented; readonly after: Presented }[],
): void => {
  for (const change of changes) announceChange(kind, services, change.before, change.after);
};
