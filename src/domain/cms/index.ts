export { contentListCategories } from './content-list';
export type { ContentList, ContentListDraft, ContentListMeta } from './content-list';
export { fileFieldTypes, listFieldTypes } from './list-type';
export type { ListField, ListType, ListTypeDraft, ListTypeMeta } from './list-type';
export { fileExtension, fileNameWithoutExtension, s3Key } from './list-data';
export type { ListData, ListDataDraft, S3FileValue } from './list-data';
export { releaseStatuses, releasesWithStatus } from './content-record';
export type { ContentRecord, ReleaseRecord, ReleaseStatus, SeriesItem } from './content-record';
export { cmsProjection, initialCmsState, listRecords, listTypeOf } from './cms.projection';
export type { CmsState } from './cms.projection';
export { contentRecordsProjection, initialContentRecordsState } from './content-records.projection';
export type { ContentRecordsState } from './content-records.projection';
export {
  fillUuidFields,
  isFieldShown,
  isUuid,
  listUuidProblem,
  meetsShowConditions,
  saveableValues,
  uuidInvalidMessage,
  visibleFields,
} from './field-rules';
export { bulkChangeResult, eyeActionState } from './list-data-rules';
export { defaultColumnMapping, importDelimiters, tableImportRows } from './table-import';
export type { ColumnMapping, ImportDelimiter, TableRow } from './table-import';
export { contentMessages } from './content-messages';
export type { ContentCommand } from './content-messages';
export type {
  CmsEvent,
  CmsListsEvent,
  CmsReceived,
  ContentListDeleted,
  ContentListUpdated,
  ContentRecordsEvent,
  ContentRecordsLoaded,
  ListDataDeleted,
  ListDataReceived,
  ListDataUpdated,
  ListTypeDeleted,
  ListTypeUpdated,
  ReleaseRecordsLoaded,
  SeriesItemsLoaded,
} from './cms.events';
export {
  bulkFailureText,
  bulkSummary,
  contentCellIcon,
  contentCellText,
  contentColumns,
  contentListSpec,
  referenceCellText,
} from './content-table';
export type { BulkSummary, ContentColumn } from './content-table';
export { importRowProblem, importValues, jsonImportRows, jsonParseProblem } from './record-import';
export type { ImportRow, ParseProblem } from './record-import';
export { adminOnlyFieldNames, valuesForViewer } from './admin-only-values';
export { contentCommands } from './cms-commands';
export { multiUploadCommands } from './cms-commands';
