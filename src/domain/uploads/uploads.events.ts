import type { UploadItem } from './upload-item';

// The upload queue as facts the application reports (it owns the File and the HTTP request); the
// projection applies the queue's rules, so a replay shows the same queue.

export interface UploadQueued {
  readonly type: 'UploadQueued';
  readonly item: UploadItem;
  readonly at: number;
}

/** The application took an item off the queue; only one runs at a time. */
export interface UploadStarted {
  readonly type: 'UploadStarted';
  readonly key: string;
  readonly at: number;
}

export interface UploadProgressed {
  readonly type: 'UploadProgressed';
  readonly key: string;
  /** Bytes sent so far and in all. */
  readonly loaded: number;
  readonly total: number;
  readonly at: number;
}

/** The storage answered; 200 or 204 finishes the upload, any other status fails it. */
export interface UploadFinished {
  readonly type: 'UploadFinished';
  readonly key: string;
  readonly httpStatus: number;
  readonly at: number;
}

export interface UploadFailed {
  readonly type: 'UploadFailed';
  readonly key: string;
  readonly reason: string;
  readonly at: number;
}

export type RequeueCause = 'presigned_url_error' | 'timeout';

/** Spec 1 §4: on a presigned-URL error or timeout the item is put back in the queue. */
export interface UploadRequeued {
  readonly type: 'UploadRequeued';
  readonly key: string;
  readonly cause: RequeueCause;
  /** When the next attempt may start, ms (the queue's backoff); absent: at once. */
  readonly retryAt?: number;
  /** The server's reason for refusing the presigned URL, when it gave one. */
  readonly detail?: string;
  readonly at: number;
}

/** The user cancelled the current or a queued upload. */
export interface UploadCancelled {
  readonly type: 'UploadCancelled';
  readonly key: string;
  readonly at: number;
}

export type UploadEvent =
  UploadQueued | UploadStarted | UploadProgressed | UploadFinished | UploadFailed | UploadRequeued | UploadCancelled;
