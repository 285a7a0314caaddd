import * as t from 'io-ts';
import {
  baseVersion,
  entityTopics,
  type FrameContext,
  inbound,
  jsonObject,
  listOf,
  numericId,
  push,
  recordOf,
  shape,
} from '../kit';
import { ListDataCodec, ListDataDraftCodec } from './list-data.codec';

/** The list id a `cms:list_datas:{list_id}` topic names; a topic that names no integer yields no events. */
const listIdOf = (context: FrameContext): number | undefined => {
  const text = context.params.list_id ?? '';
  const id = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(id) ? id : undefined;
};

const saveListData = push({
  doc: 'Create (no id) or update a record with its cms_list_id; file values are left out (spec 3 §5). Replies with the saved record.',
  payload: shape({ list_data: ListDataDraftCodec }, baseVersion),
  reply: shape({ data: ListDataCodec }),
});

/** The most records one `save_batch` carries: a batch stays far below the socket's 1 MiB frame limit. */
export const listDataBatchLimit = 200;

/** Many new records of the topic's list in one push (an import's batch, docs/protocol/cms.md). */
const saveBatch = push({
  doc: `Create up to ${listDataBatchLimit} records of the topic's list in one transaction, all or none; replies {data: {ids}} in the order sent.`,
  payload: shape({ list_data: listOf(ListDataDraftCodec) }),
  reply: shape({ data: shape({ ids: listOf(numericId) }) }),
});

/** One record removed, or several at once by id (spec 3 §7). */
const deletePayload = t.union([
  shape({ list_data: shape({ id: numericId }) }, baseVersion),
  shape({ list_data_ids: listOf(numericId) }),
]);

/**
 * Records of one list, and the record editor. `cms:list_datas:{list_id}` (plural) and `cms:list_data:{id}`
 * differ in a literal part; `cms:list_data:create` is literal and tried before `cms:list_data:{id}`.
 */
export const listDataTopics = entityTopics({
  noun: 'record',
  save: saveListData,
  all: {
    pattern: 'cms:list_datas:{list_id}',
    doc: 'The records of list {list_id}; joined while the list is open.',
    inbound: {
      init: inbound({
        doc: "The list's records, {data: ListData[]}; replaces that list's records only.",
        codec: shape({ data: listOf(ListDataCodec) }),
        toEvents: ({ data }, context) => {
          const listId = listIdOf(context);
          return listId === undefined ? [] : [{ type: 'ListDataReceived', listId, items: data, at: context.at }];
        },
      }),
      update: inbound({
        doc: 'One created or changed record, {data: ListData}.',
        codec: shape({ data: ListDataCodec }),
        toEvents: ({ data }, context) => {
          const listId = listIdOf(context);
          return listId === undefined ? [] : [{ type: 'ListDataUpdated', listId, item: data, at: context.at }];
        },
      }),
      update_batch: inbound({
        doc: 'The records a save_batch created, {data: ListData[]}, one frame per batch; all decode or the frame is rejected.',
        codec: shape({ data: listOf(ListDataCodec) }),
        toEvents: ({ data }, context) => {
          const listId = listIdOf(context);
          // One entry, many events: the store folds them in one draft, so the list's map is copied once per batch.
          return listId === undefined
            ? []
            : data.map((item) => ({ type: 'ListDataUpdated' as const, listId, item, at: context.at }));
        },
      }),
      delete: inbound({
        doc: 'One removed record, {data: {id, …}}; a bulk delete sends one per record.',
        codec: shape({ data: shape({ id: numericId }) }),
        toEvents: ({ data }, context) => {
          const listId = listIdOf(context);
          return listId === undefined ? [] : [{ type: 'ListDataDeleted', listId, id: data.id, at: context.at }];
        },
      }),
    },
    pushes: {
      save: saveListData,
      save_batch: saveBatch,
      delete: push({
        doc: 'Remove {list_data} or {list_data_ids}; replies {}.',
        payload: deletePayload,
        reply: jsonObject,
      }),
    },
  },
  create: { pattern: 'cms:list_data:create' },
  one: {
    pattern: 'cms:list_data:{id}',
    doc: 'Joined by the editor of record {id}, and by the upload queue for its files.',
    pushes: {
      get_aws_presigned_url: push({
        doc: 'A presigned POST for one file: {data_id, remote_path (the S3 key)} → {url, fields}.',
        payload: shape({ data_id: numericId, remote_path: t.string }),
        reply: shape({ url: t.string, fields: recordOf(t.string) }),
      }),
    },
  },
});
