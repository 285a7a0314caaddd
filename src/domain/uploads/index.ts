export { uploadRequestError, validateUploadRequest } from './upload-item';
export type { UploadFile, UploadItem, UploadRequest, UploadValidation } from './upload-item';
export { fileExtension, uploadKey } from './upload-key';
export {
  networkIssueMessage,
  uploaderJoinFailedMessage,
  uploadErrorMessage,
  uploadFinishedMessage,
  uploadHttpErrorMessage,
  uploadTimeoutMessage,
  uploadWaitingText,
  uploadWaitReason,
} from './upload-messages';
export {
  formatBytes,
  isUploadSuccess,
  progressPercent,
  uploadRetryBaseMs,
  uploadRetryDelayMs,
  uploadRetryMaxMs,
  uploadSizeProblem,
  uploadTooLargeMessage,
} from './upload-rules';
export type {
  CancelledUpload,
  FailedUpload,
  FinishedUpload,
  QueuedUpload,
  RunningUpload,
  Upload,
  UploadStatus,
  UploadWait,
} from './upload';
export { initialUploadsState, nextRetryAt, nextUpload, uploadPending, uploadsProjection } from './uploads.projection';
export type { UploadsState } from './uploads.projection';
export type {
  RequeueCause,
  UploadCancelled,
  UploadEvent,
  UploadFailed,
  UploadFinished,
  UploadProgressed,
  UploadQueued,
  UploadRequeued,
  UploadStarted,
} from './uploads.events';
export { uploadCommands } from './upload-commands';
