export { ContentListCodec, ContentListDraftCodec, ContentListMetaCodec } from './content-list.codec';
export { ContentRecordCodec, ReleaseRecordCodec, SeriesItemCodec } from './content-record.codec';
export { ListDataCodec, ListDataDraftCodec } from './list-data.codec';
export { ListFieldCodec, ListTypeCodec, ListTypeDraftCodec, ListTypeMetaCodec } from './list-type.codec';
export { cmsTopics } from './cms.topics';
export { listDataBatchLimit, listDataTopics } from './list-data.topics';
export { cmsHttpCalls } from './cms.http';
