import type { RequeueCause } from './uploads.events';
import type { UploadItem } from './upload-item';

interface UploadBase {
  readonly item: UploadItem;
  /** When it entered the queue, ms. */
  readonly queuedAt: number;
  /** Times it was started; a requeued upload starts again. */
  readonly attempts: number;
}

/** Why a requeued file waits, and until when (spec 1 §4: put back in the queue on a presigned-URL failure). */
export interface UploadWait {
  readonly cause: RequeueCause;
  readonly retryAt: number;
  readonly detail?: string;
}

export interface QueuedUpload extends UploadBase {
  readonly status: 'queued';
  /** Set once a presigned-URL failure put it back: it waits for its retry and says why. */
  readonly waiting?: UploadWait;
}

export interface RunningUpload extends UploadBase {
  readonly status: 'uploading';
  readonly startedAt: number;
  /** 0–100. */
  readonly percent: number;
}

export interface FinishedUpload extends UploadBase {
  readonly status: 'finished';
  readonly finishedAt: number;
  readonly httpStatus: number;
}

export interface FailedUpload extends UploadBase {
  readonly status: 'failed';
  readonly failedAt: number;
  readonly reason: string;
}

export interface CancelledUpload extends UploadBase {
  readonly status: 'cancelled';
  readonly cancelledAt: number;
}

/** An upload in the queue's state machine (spec 1 §4 'Upload queue'). */
export type Upload = QueuedUpload | RunningUpload | FinishedUpload | FailedUpload | CancelledUpload;

export type UploadStatus = Upload['status'];
