export { CloudrecList } from './cloudrec-list';
export type { CloudrecListView, RecordingDayView, RecordingRow } from './cloudrec-list';
export { cloudrecModule } from './cloudrec-module';
