import type { Services } from '../services';
import type { Actor } from '../auth/actor';
import { announceSaves, undoKindOf } from './configuration-saves';
import { isVisible, viewFor, viewKeyOf, type EntityKind, type ListTarget, type Presented } from './entity-kind';

/**
 * Tells every topic carrying the item what changed, per subscriber: the update frame to whoever sees the item
 * now, the delete frame to whoever saw it on a topic and no longer does (the item moved to another list, or
 * became invisible to them). Nobody learns of an item they never saw. The one way any stored kind's changes
 * reach the consoles.
 */
export const announceChange = (
  kind: EntityKind,
  services: Services,
  before: Presented | undefined,
  after: Presented,
): void => {
  announceChangeHere(kind, services, before, after);
  // The other processes of a cluster filter for their own subscribers (server/cluster/relays.ts).
  services.cluster.publish('entity-change', { kind: kind.kind, before, after });
  // An account's change of a configuration item may have been kept for undo: its consoles get their list again.
  // A live status write (same version: `EntityKind.liveFields`) changed no configuration, so no list either.
  const account = after.document.changedBy;
  const changed = before?.document.version !== after.document.version;
  if (before && changed && account !== undefined && undoKindOf(kind.kind)) void announceSaves(services, account);
};

/** announceChange for this process's subscribers only (a change relayed from another process). */
export const announceChangeHere = (
  kind: EntityKind,
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
export const announceRemoval = (kind: EntityKind, services: Services, removed: Presented): void => {
  announceRemovalHere(kind, services, removed);
  services.cluster.publish('entity-removal', { kind: kind.kind, removed });
};

export const announceRemovalHere = (kind: EntityKind, services: Services, removed: Presented): void => {
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
  kind: EntityKind,
  services: Services,
  changes: readonly { readonly before?: Presented; readonly after: Presented }[],
): void => {
  for (const change of changes) announceChange(kind, services, change.before, change.after);
};

/**
 * New items (an import's batch), in order. A topic whose target has a batch frame (`updateMany`) gets one frame
 * per batch and view, carrying the items that subscriber may see; the others get one update frame per item.
 */
export const announceCreations = (kind: EntityKind, services: Services, created: readonly Presented[]): void => {
  if (created.length === 0) return;
  announceCreationsHere(kind, services, created);
  services.cluster.publish('entity-creations', { kind: kind.kind, created });
};

/** announceCreations for this process's subscribers only (a batch relayed from another process). */
export const announceCreationsHere = (kind: EntityKind, services: Services, created: readonly Presented[]): void => {
  const byTopic = new Map<string, { target: ListTarget; items: Presented[] }>();
  for (const item of created) {
    const targets = kind.targets(item.document);
    if (targets.some((target) => target.updateMany === undefined)) {
      announceChangeHere(kind, services, undefined, item);
      continue;
    }
    for (const target of targets) {
      const group = byTopic.get(target.topic) ?? { target, items: [] };
      group.items.push(item);
      byTopic.set(target.topic, group);
    }
  }
  for (const { target, items } of byTopic.values()) {
    const { updateMany } = target;
    if (!updateMany) continue;
    const seen = (actor: Actor): Presented[] => items.filter((item) => isVisible(kind, actor, item.document));
    services.pubsub.broadcastViews(
      target.topic,
      updateMany.event,
      (actor) => {
        // Subscribers of one view get one frame only if they also see the same items.
        const visible = seen(actor);
        if (visible.length === 0) return undefined;
        const which = visible.length === items.length ? 'all' : visible.map((item) => item.document.id).join(',');
        return `${viewKeyOf(kind, actor)}|${which}`;
      },
      (actor) => updateMany.payload(seen(actor).map((item) => viewFor(kind, actor, item))),
    );
  }
};
