import * as t from 'io-ts';
import { ok, reasons, refuse } from '../protocol/reply';
import { listTopicsOf, visibleTo, wireFor } from './entity-changes';
import type { EntityKind } from './entity-kind';
import { deleteEntity, saveEntity } from './entity-save';
import type { PushHandler, TopicContext, TopicHandler } from './topic-handler';

/** `{prefix}:all`: answers the join, then `init {data: [...]}` with every item the actor may see. */
export const listTopic = (kind: EntityKind, pattern = `${kind.prefix}:all`): TopicHandler => ({
  pattern,
  doc: `Every ${kind.payloadKey} the account may see: init after join, then update and delete with one item.`,
  join: async () => ok({}),
  afterJoin: async (context) => {
    const documents = await context.services.store.documents[kind.kind].list();
    const items = documents
      .filter(
        (document) => listTopicsOf(kind, document).includes(context.topic) && visibleTo(kind, context.actor, document),
      )
      .map((document) => wireFor(kind, document, context.actor));
    context.channel.push('init', { data: items });
  },
  pushes: {},
});

const keyOf = (kind: EntityKind, context: TopicContext): string => context.params[kind.keyParam] ?? '';

const savePush = (kind: EntityKind, keyed: boolean): PushHandler => ({
  payload: kind.saveCodec ?? t.type({ [kind.payloadKey]: t.UnknownRecord }),
  handle: (context, payload) => saveEntity(kind, context, payload, keyed ? keyOf(kind, context) : undefined),
});

/** `{prefix}:{key}`: join checks the item exists and is visible (reply `{data: item}`); save, and delete if offered. */
export const entityTopic = (kind: EntityKind): TopicHandler => ({
  pattern: `${kind.prefix}:{${kind.keyParam}}`,
  doc: `One ${kind.payloadKey}: save${kind.deletable ? ' and delete' : ''}.`,
  join: async (context) => {
    const document = await context.services.store.documents[kind.kind].find(keyOf(kind, context));
    if (!document) return refuse(reasons.notFound);
    if (!visibleTo(kind, context.actor, document)) return refuse(reasons.unauthorized);
    return ok({ data: wireFor(kind, document, context.actor) });
  },
  pushes: {
    save: savePush(kind, true),
    ...(kind.deletable
      ? { delete: { payload: t.UnknownRecord, handle: (context) => deleteEntity(kind, context, keyOf(kind, context)) } }
      : {}),
  },
});

/** `{prefix}:create`: save makes a new item and replies `{data: item}` with its id and uuid. */
export const createTopic = (kind: EntityKind): TopicHandler => ({
  pattern: `${kind.prefix}:create`,
  doc: `A new ${kind.payloadKey}: save creates it.`,
  join: async () => ok({}),
  pushes: { save: savePush(kind, false) },
});

/** The three topics of a plain entity kind. */
export const entityTopics = (kind: EntityKind): readonly TopicHandler[] => [
  listTopic(kind),
  entityTopic(kind),
  createTopic(kind),
];
