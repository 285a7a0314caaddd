export type { AdminColumn } from './admin-column';
export { AdminEditorSheet } from './admin-editor-sheet';
export type { AdminEditorSheetProps } from './admin-editor-sheet';
export { AdminListControls } from './admin-list-controls';
export { AdminListScreen } from './admin-list-screen';
export type { AdminListScreenProps } from './admin-list-screen';
export { AdminTable } from './admin-table';
export type { AdminTableProps } from './admin-table';
export { useRecordDraft } from './use-record-draft';
