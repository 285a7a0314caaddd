export { ContentDataScreen } from './content-data-screen';
export { ContentLayout } from './content-layout';
export { JsonImportRoute } from './json-import';
export { EditListRoute, NewListRoute } from './list-editor';
export { MultiUploadRoute } from './multi-upload-route';
export { RecordEditorRoute } from './record-editor';
export type { RecordEditorPaths } from './record-editor';
export { TableImportRoute } from './table-import';
