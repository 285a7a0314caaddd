import * as t from 'io-ts';
import { contentEditorTopic, contentListTopic, createTopic as contentCreateTopic } from './content-topics';
import { deleteEntity, saveEntity } from './entity-save';
import type { PlainEntity } from './plain-entity';
import type { PushHandler, TopicContext, TopicHandler } from './topic-handler';

/** `{prefix}:all`: answers the join, then `init {data: [...]}` with every item the actor may see. */
const listTopic = (entity: PlainEntity): TopicHandler =>
  contentListTopic({
    pattern: `${entity.prefix}:all`,
    doc: `Every ${entity.payloadKey} the account may see: init after join, then update and delete with one item.`,
    kind: entity.kind,
    load: (context) => context.services.store.documents[entity.kind.kind].list(),
    init: (items) => ({ data: items }),
  });

const keyOf = (entity: PlainEntity, context: TopicContext): string => context.params[entity.keyParam] ?? '';

const savePush = (entity: PlainEntity, keyed: boolean): PushHandler => ({
  payload: entity.saveCodec ?? t.type({ [entity.payloadKey]: t.UnknownRecord }),
  handle: (context, payload) => saveEntity(entity, context, payload, keyed ? keyOf(entity, context) : undefined),
});

/** `{prefix}:{key}`: join checks the item exists and is visible (reply `{data: item}`); save, and delete if offered. */
const entityTopic = (entity: PlainEntity): TopicHandler =>
  contentEditorTopic({
    pattern: `${entity.prefix}:{${entity.keyParam}}`,
    doc: `One ${entity.payloadKey}: save${entity.deletable ? ' and delete' : ''}.`,
    kind: entity.kind,
    key: (context) => keyOf(entity, context),
    pushes: {
      save: savePush(entity, true),
      ...(entity.deletable
        ? {
            delete: {
              payload: t.UnknownRecord,
              handle: (context, payload) => deleteEntity(entity, context, keyOf(entity, context), payload),
            },
          }
        : {}),
    },
  });

/** `{prefix}:create`: save makes a new item and replies `{data: item}` with its id and uuid. */
const createTopic = (entity: PlainEntity): TopicHandler =>
  contentCreateTopic(`${entity.prefix}:create`, `A new ${entity.payloadKey}: save creates it.`, {
    save: savePush(entity, false),
  });

/** The three topics of a plain entity kind. */
export const entityTopics = (entity: PlainEntity): readonly TopicHandler[] => [
  listTopic(entity),
  entityTopic(entity),
  createTopic(entity),
];
