export { UploadList } from './upload-list';
