import { listDataBatchLimit, listDataTopics } from '../../src/infrastructure/wire/cms';
import { contentListTopic, createTopic, findVisible, isReply, wireFor } from './content-topics';
import { ok, reasons, refuse } from '../protocol/reply';
import { contentListsKind, listDataKind } from './cms-kinds';
import { deleteRecords, saveRecord, saveRecordBatch, visibleListOf } from './list-data-save';
import { presignRecordUpload } from './list-data-uploads';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

const recordsTopic = listDataTopics['cms:list_datas:{list_id}'].pushes;
const recordTopic = listDataTopics['cms:list_data:{id}'].pushes;

/** The list of a cms:list_datas:{list_id} topic, which the join has checked exists and is visible. */
const topicListId = (context: TopicContext): number => Number(context.params.list_id);

const saveOnList = pushWith(recordsTopic.save.payload, async (context, { list_data: draft, version }) => {
  const options = { topicListId: topicListId(context), version };
  if (draft.id === undefined) return saveRecord(context, draft, undefined, options);
  const existing = await context.services.store.documents.cms_list_data.get(draft.id);
  return existing ? saveRecord(context, draft, existing, options) : refuse(reasons.notFound);
});

const saveBatchOnList = pushWith(recordsTopic.save_batch.payload, (context, { list_data: drafts }) =>
  saveRecordBatch(context, topicListId(context), drafts, listDataBatchLimit),
);

const deleteOnList = pushWith(recordsTopic.delete.payload, (context, payload) =>
  'list_data_ids' in payload
    ? deleteRecords(context, topicListId(context), payload.list_data_ids, (index) => `list_data_ids.${index}`)
    : deleteRecords(context, topicListId(context), [payload.list_data.id], () => 'list_data.id', payload.version),
);

/** cms:list_data:{id}: the join replies `{data: ListData}` while the record and its list are visible. */
const recordTopicHandler: TopicHandler = {
  pattern: 'cms:list_data:{id}',
  doc: 'One record: the join replies {data: ListData}; save {list_data}; get_aws_presigned_url {data_id, remote_path}.',
  join: async (context) => {
    const record = await context.services.store.documents.cms_list_data.find(context.params.id ?? '');
    if (!record) return refuse(reasons.notFound);
    if (!(await visibleListOf(context, record.body.cms_list_id))) return refuse(reasons.unauthorized);
    return ok({ data: await wireFor(listDataKind, context, record) });
  },
  pushes: {
    save: pushWith(recordTopic.save.payload, async (context, { list_data: draft, version }) => {
      const existing = await context.services.store.documents.cms_list_data.find(context.params.id ?? '');
      return existing ? saveRecord(context, draft, existing, { version }) : refuse(reasons.notFound);
    }),
    get_aws_presigned_url: pushWith(recordTopic.get_aws_presigned_url.payload, (context, payload) =>
      presignRecordUpload(context, payload.data_id, payload.remote_path),
    ),
  },
};

/** cms:list_datas:{list_id} (init, update, delete; save, delete), cms:list_data:{id}, cms:list_data:create. */
export const listDataTopicHandlers: readonly TopicHandler[] = [
  contentListTopic({
    pattern: 'cms:list_datas:{list_id}',
    doc: 'The records of list {list_id}: init {data}, update {data}, delete {data: {id}}; save {list_data}, save_batch {list_data: [..]}, delete {list_data | list_data_ids}.',
    kind: listDataKind,
    join: async (context) => {
      // Broadcasts go to the canonical topic (`cms:list_datas:7`), so `…:07` would never hear them.
      if (!/^[1-9]\d{0,9}$/.test(context.params.list_id ?? '')) return refuse(reasons.notFound);
      const list = await findVisible(contentListsKind, context, context.params.list_id ?? '');
      if (isReply(list)) return list;
      // Billing lists are named by a setting, so the list kind's own (synchronous) check cannot see them.
      return (await visibleListOf(context, list.id)) ? ok({}) : refuse(reasons.unauthorized);
    },
    load: (context) =>
      context.services.store.documents.cms_list_data.list(`body->>'cms_list_id' = $1`, [String(topicListId(context))]),
    init: (items) => ({ data: items }),
    pushes: { save: saveOnList, save_batch: saveBatchOnList, delete: deleteOnList },
  }),
  recordTopicHandler,
  createTopic('cms:list_data:create', 'A new record: save {list_data} with its cms_list_id.', {
    save: pushWith(recordTopic.save.payload, (context, { list_data: draft }) =>
      saveRecord(context, { ...draft, id: undefined }, undefined),
    ),
  }),
];
