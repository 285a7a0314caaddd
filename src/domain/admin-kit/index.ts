export {
  adminPageSizes,
  applyAdminList,
  defaultAdminPageSize,
  initialAdminListQuery,
  isArchived,
  nextSort,
} from './admin-list';
export type { AdminListPage, AdminListQuery, AdminListSpec, AdminSort, SortDirection, StateFilter } from './admin-list';
export { formatRecordTime, recordTimeFormat, recordTimeValue } from './record-time';
export { noSuchRecordMessage, recordPresence } from './record-presence';
export type { RecordPresence } from './record-presence';
export { actionResult, messageFor, saveMessages, saveResult } from './message-catalogue';
export type { ActionMessages, ActionResult, SaveMessages, SaveResult } from './message-catalogue';
export type { SaveArgs, SaveMode } from './save-args';
