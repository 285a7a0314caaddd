import type { Actor } from '../auth/actor';
import type { Services } from '../services';
import type { Sql } from '../storage/database';
import type { DocumentKind } from '../storage/document-kinds';
import { toWire, type StoredDocument } from '../storage/document-repository';

/** An item as the wire carries it (body plus the server's columns, joined parts added). */
export type Wire = Readonly<Record<string, unknown>>;

/**
 * A topic that carries an item, with the frames it uses. Kinds wrap items differently per topic (`{channel}`,
 * `{instance}`, `{data}`; `update_list` on cms:all, `event-update` on events:all); the plain entity kinds use
 * `dataListTargets`.
 */
export interface ListTarget {
  readonly topic: string;
  readonly updateEvent: string;
  readonly update: (wire: Wire) => unknown;
  /** Absent when the topic has no delete frame (editor topics that only follow one item). */
  readonly deleteEvent?: string;
  readonly remove?: (wire: Wire) => unknown;
  /** A frame for many new items at once (an import's batch); without it each new item gets its update frame. */
  readonly updateMany?: { readonly event: string; readonly payload: (wires: readonly Wire[]) => unknown };
}

/**
 * One stored kind (a document table), as the list topics and the change announcements (announce.ts) need it:
 * which topics carry an item, who sees it, and as what. Every kind the server announces per subscriber is one.
 */
export interface EntityKind<K extends DocumentKind = DocumentKind> {
  readonly kind: K;
  /** The topics an item is carried on (they may depend on the item: its list, its type, its uuid). */
  readonly targets: (document: StoredDocument) => readonly ListTarget[];
  /** Whether an actor sees the item at all. Default: everyone who may join. */
  readonly visible?: (actor: Actor, document: StoredDocument) => boolean;
  /** Wire forms of many items at once, so joins (records, groups) are read once. Default: `toWire`. */
  readonly present?: (services: Services, sql: Sql, documents: readonly StoredDocument[]) => Promise<Wire[]>;
  /** The item as a particular actor receives it (fields hidden from some types). Default: as presented. */
  readonly view?: (wire: Wire, actor: Actor) => Wire;
  /**
   * Names the view an actor gets (actors with the same name get the same `view`), so a broadcast is encoded once
   * per view rather than once per subscriber. Without it, a kind with a `view` is encoded per subscriber.
   */
  readonly viewKey?: (actor: Actor) => string;
  /**
   * Body fields that are the item's live status, not its configuration (an instance's streamer state): written
   * only by `DocumentRepository.setLive`, without a new version; every other write of the row keeps them as the
   * row has them (docs/protocol/one-truth.md "Live status is not configuration").
   */
  readonly liveFields?: readonly string[];
}

/** The one list topic of a plain entity kind, `{prefix}:all`, with `update {data}` and `delete {data}`. */
export const dataListTargets =
  (prefix: string): EntityKind['targets'] =>
  () => [
    {
      topic: `${prefix}:all`,
      updateEvent: 'update',
      update: (wire) => ({ data: wire }),
      deleteEvent: 'delete',
      remove: (wire) => ({ data: wire }),
    },
  ];

export interface Presented {
  readonly document: StoredDocument;
  readonly wire: Wire;
}

export const presentAll = async (
  kind: EntityKind,
  services: Services,
  sql: Sql,
  documents: readonly StoredDocument[],
): Promise<Presented[]> => {
  const wires = kind.present ? await kind.present(services, sql, documents) : documents.map(toWire);
  return documents.map((document, index) => ({ document, wire: wires[index] ?? toWire(document) }));
};

export const presentOne = async (
  kind: EntityKind,
  services: Services,
  sql: Sql,
  document: StoredDocument,
): Promise<Presented> => {
  const [presented] = await presentAll(kind, services, sql, [document]);
  if (!presented) throw new Error(`${kind.kind} ${document.id}: presenting one item gave none`);
  return presented;
};

export const isVisible = (kind: EntityKind, actor: Actor, document: StoredDocument): boolean =>
  kind.visible?.(actor, document) ?? true;

/** Which view of a kind's items an actor gets (see EntityKind.viewKey). */
export const viewKeyOf = (kind: EntityKind, actor: Actor): string =>
  kind.view === undefined ? 'everyone' : (kind.viewKey?.(actor) ?? `session:${actor.sessionId}`);

export const viewFor = (kind: EntityKind, actor: Actor, presented: Presented): Wire =>
  kind.view ? kind.view(presented.wire, actor) : presented.wire;

/** The items an actor may see, as that actor sees them. */
export const visibleWires = (kind: EntityKind, actor: Actor, items: readonly Presented[]): Wire[] =>
  items.filter((item) => isVisible(kind, actor, item.document)).map((item) => viewFor(kind, actor, item));
