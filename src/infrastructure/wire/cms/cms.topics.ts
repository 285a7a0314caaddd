import { baseVersion, defineTopic, entityTopics, inbound, jsonObject, listOf, numericId, push, shape } from '../kit';
import { ContentListCodec, ContentListDraftCodec } from './content-list.codec';
import { listDataTopics } from './list-data.topics';
import { ListTypeCodec, ListTypeDraftCodec } from './list-type.codec';

const deleted = shape({ data: shape({ id: numericId }) });
const listUpdate = shape({ data: ContentListCodec });

const listActions = {
  delete: push({
    doc: 'Remove the list (on the version it was based on: a list changed since is refused stale); replies {} and cms:all sends delete_list.',
    payload: shape({ list: shape({ id: numericId }) }, baseVersion),
    reply: jsonObject,
  }),
  notify: push({
    doc: "Run the list's notifiers now (admins); replies {}.",
    payload: shape({ list_id: numericId }),
    reply: jsonObject,
  }),
};

/**
 * Content management (spec 1 §7.2, spec 3 §7). Literal patterns (`cms:list_type:create`, `cms:list:create`)
 * have more literal parts than `cms:list_type:{id}` and `cms:list:{id}` and are tried first, so 'create' is
 * never read as an id. On `cms:all`, plain update and delete carry a list, like update_list and delete_list.
 */
export const cmsTopics = {
  'cms:all': defineTopic({
    pattern: 'cms:all',
    doc: 'Every list type and list; joined at login. List records come on cms:list_datas:{list_id}.',
    inbound: {
      init: inbound({
        doc: '{data: {list_types: ListType[], lists: ContentList[]}}; replaces both.',
        codec: shape({ data: shape({ list_types: listOf(ListTypeCodec), lists: listOf(ContentListCodec) }) }),
        toEvents: ({ data }, context) => [
          { type: 'CmsReceived', listTypes: data.list_types, lists: data.lists, at: context.at },
        ],
      }),
      update: inbound({
        doc: 'One created or changed list, {data: ContentList} (same as update_list).',
        codec: listUpdate,
        toEvents: ({ data }, context) => [{ type: 'ContentListUpdated', list: data, at: context.at }],
      }),
      delete: inbound({
        doc: 'One removed list, {data: {id, …}} (same as delete_list).',
        codec: deleted,
        toEvents: ({ data }, context) => [{ type: 'ContentListDeleted', id: data.id, at: context.at }],
      }),
      update_list: inbound({
        doc: 'One created or changed list, {data: ContentList}.',
        codec: listUpdate,
        toEvents: ({ data }, context) => [{ type: 'ContentListUpdated', list: data, at: context.at }],
      }),
      delete_list: inbound({
        doc: 'One removed list, {data: {id, …}}; its records go with it.',
        codec: deleted,
        toEvents: ({ data }, context) => [{ type: 'ContentListDeleted', id: data.id, at: context.at }],
      }),
      update_list_type: inbound({
        doc: 'One created or changed list type, {data: ListType}.',
        codec: shape({ data: ListTypeCodec }),
        toEvents: ({ data }, context) => [{ type: 'ListTypeUpdated', listType: data, at: context.at }],
      }),
      delete_list_type: inbound({
        doc: 'One removed list type, {data: {id, …}}.',
        codec: deleted,
        toEvents: ({ data }, context) => [{ type: 'ListTypeDeleted', id: data.id, at: context.at }],
      }),
    },
    pushes: {},
  }),
  // List types and lists come on cms:all, so their triples have no list of their own.
  ...entityTopics({
    noun: 'list type',
    save: push({
      doc: 'Create (no id) or update a list type. Replies with the saved list type.',
      payload: shape({ list_type: ListTypeDraftCodec }, baseVersion),
      reply: shape({ data: ListTypeCodec }),
    }),
    create: { pattern: 'cms:list_type:create' },
    one: { pattern: 'cms:list_type:{id}' },
  }),
  ...entityTopics({
    noun: 'list',
    save: push({
      doc: 'Create (no id) or update a list; a given meta.uuid must be a UUID (checked before sending). Replies with the saved list.',
      payload: shape({ list: ContentListDraftCodec }, baseVersion),
      reply: shape({ data: ContentListCodec }),
    }),
    create: { pattern: 'cms:list:create', pushes: listActions },
    one: { pattern: 'cms:list:{id}', pushes: listActions },
  }),
  ...listDataTopics,
} as const;
