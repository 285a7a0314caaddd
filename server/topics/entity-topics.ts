import * as t from 'io-ts';
import { contentEditorTopic, contentListTopic, createTopic as contentCreateTopic } from './content-topics';
import { deleteEntity, saveEntity } from './entity-save';
import type { PlainEntity } from './plain-entity';
import type { DocumentKind } from '../storage/document-kinds';
import { pushWith, type PushHandler, type TopicContext, type TopicHandler } from './topic-handler';

/** `{prefix}:all`: answers the join, then `init {data: [...]}` with every item the actor may see. */
const listTopic = <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
): TopicHandler =>
  contentListTopic({
    pattern: `${entity.prefix}:all`,
    doc: `Every ${entity.payloadKey} the account may see: init after join, then update and delete with one item.`,
    kind: entity.kind,
    load: (context) => context.services.store.documents[entity.kind.kind].list(),
    init: (items) => ({ data: items }),
  });

const keyOf = (entity: { readonly keyParam: string }, context: TopicContext): string =>
  context.params[entity.keyParam] ?? '';

/** The save push: its payload decoded with the entity's save codec, the decoded item handed to `saveEntity`. */
const savePush = <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
  keyed: boolean,
): PushHandler =>
  pushWith(entity.saveCodec, (context, payload) =>
    saveEntity(entity, context, payload, keyed ? keyOf(entity, context) : undefined),
  );

/** `{prefix}:{key}`: join checks the item exists and is visible (reply `{data: item}`); save, and delete if offered. */
const entityTopic = <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
): TopicHandler =>
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
const createTopic = <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
): TopicHandler =>
  contentCreateTopic(`${entity.prefix}:create`, `A new ${entity.payloadKey}: save creates it.`, {
    save: savePush(entity, false),
  });

/** The three topics of a plain entity kind. */
export const entityTopics = <K extends DocumentKind, Key extends string, Item extends object>(
  entity: PlainEntity<K, Key, Item>,
): readonly TopicHandler[] => [listTopic(entity), entityTopic(entity), createTopic(entity)];
