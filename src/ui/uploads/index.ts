export { UploadList } from './upload-list';
export { MultiUploadScreen } from './multi-upload-screen';
