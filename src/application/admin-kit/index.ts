export { AdminList } from './admin-list';
export type { AdminListOptions, AdminListView, AdminRows } from './admin-list';
export { saveNoticeRule } from './save-notices';
export type { SaveArgs, SaveMode } from '../../domain/admin-kit';
export { actionOutcome, saveOutcome } from './save-outcome';
export type { ActionOutcome, SaveOutcome } from './save-outcome';
export { archiveAction, toggledArchiveState } from './archive';
export { noSuchRecordMessage } from '../../domain/admin-kit';
export type { RecordPresence } from '../../domain/admin-kit';
