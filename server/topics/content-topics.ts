import { randomUUID } from 'node:crypto';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { DocumentRepository, StoredDocument } from '../storage/document-repository';
import type { PushHandler, TopicContext, TopicHandler } from './topic-handler';
import {
  isVisible,
  presentAll,
  presentOne,
  viewFor,
  visibleWires,
  type EntityKind,
  type Wire,
} from '../records/entity-kind';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tells a refusal from a found value (no found value of these helpers has a `status` field). */
export const isReply = <T extends object>(value: T | Reply): value is Reply => 'status' in value;

/** The item a topic or payload names, if it exists and the actor may see it; else the refusal to send. */
export const findVisible = async (
  kind: EntityKind,
  context: TopicContext,
  key: string,
): Promise<StoredDocument | Reply> => {
  const document = await context.services.store.documents[kind.kind].find(key);
  if (!document) return refuse(reasons.notFound);
  return isVisible(kind, context.actor, document) ? document : refuse(reasons.unauthorized);
};

/** The item as the asking actor receives it. */
export const wireFor = async (kind: EntityKind, context: TopicContext, document: StoredDocument): Promise<Wire> =>
  viewFor(kind, context.actor, await presentOne(kind, context.services, context.services.store.db.read, document));

/** A new row keeps a requested uuid when it is a UUID no row has (docs/protocol/server.md); otherwise it gets a fresh one. */
export const chooseUuid = async (repository: DocumentRepository, requested: unknown): Promise<string> => {
  if (typeof requested !== 'string' || !uuidPattern.test(requested)) return randomUUID();
  return (await repository.getByUuid(requested)) ? randomUUID() : requested.toLowerCase();
};

export interface ListTopicOptions {
  readonly pattern: string;
  readonly doc: string;
  readonly kind: EntityKind;
  /** The rows the topic lists (before visibility). */
  readonly load: (context: TopicContext) => Promise<StoredDocument[]>;
  /** The init payload around the visible items. */
  readonly init: (items: Wire[]) => unknown;
  /** Checks the topic names something that exists (per-list topics); default: any join is answered ok. */
  readonly join?: (context: TopicContext) => Promise<Reply>;
  readonly pushes?: Readonly<Record<string, PushHandler>>;
}

/** A list topic: the join is answered `{}`, then `init` carries every item the actor may see. */
export const contentListTopic = (options: ListTopicOptions): TopicHandler => ({
  pattern: options.pattern,
  doc: options.doc,
  join: options.join ?? (async () => ok({})),
  afterJoin: async (context) => {
    const documents = await options.load(context);
    const items = await presentAll(options.kind, context.services, context.services.store.db.read, documents);
    context.channel.push('init', options.init(visibleWires(options.kind, context.actor, items)));
  },
  pushes: options.pushes ?? {},
});

export interface EditorTopicOptions {
  readonly pattern: string;
  readonly doc: string;
  readonly kind: EntityKind;
  /** The key of the item in the topic (`params.id`, `params.uuid`). */
  readonly key: (context: TopicContext) => string;
  /** With `init`, the join is answered `{}` and the item follows as `init`; without, the join reply is `{data: item}`. */
  readonly init?: (item: Wire) => unknown;
  readonly pushes: Readonly<Record<string, PushHandler>>;
}

/** The topic of one existing item (an editor): joinable only while the item exists and is visible. */
export const contentEditorTopic = (options: EditorTopicOptions): TopicHandler => {
  const { kind, init } = options;
  return {
    pattern: options.pattern,
    doc: options.doc,
    join: async (context) => {
      const found = await findVisible(kind, context, options.key(context));
      if (isReply(found)) return found;
      return init ? ok({}) : ok({ data: await wireFor(kind, context, found) });
    },
    afterJoin: init
      ? async (context) => {
          const found = await findVisible(kind, context, options.key(context));
          if (!isReply(found)) context.channel.push('init', init(await wireFor(kind, context, found)));
        }
      : undefined,
    pushes: options.pushes,
  };
};

/** A `…:create` topic: anyone the permission table lets in may join; the pushes do the work. */
export const createTopic = (
  pattern: string,
  doc: string,
  pushes: Readonly<Record<string, PushHandler>>,
): TopicHandler => ({
  pattern,
  doc,
  join: async () => ok({}),
  pushes,
});
