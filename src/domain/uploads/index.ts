export type { UploadEvent } from './uploads.events';
