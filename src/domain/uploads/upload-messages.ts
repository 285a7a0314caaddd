// Upload notifications (spec 1 §8).

export const uploaderJoinFailedMessage = 'Uploader channel join failed';

export const networkIssueMessage = 'Networking issue...';

export const uploadTimeoutMessage = 'Upload timeout error';

export const uploadHttpErrorMessage = (status: number): string => `Upload HTTP error ${status}`;

export const uploadErrorMessage = (fileName: string): string => `Upload: error ${fileName}`;

export const uploadFinishedMessage = (fileName: string): string => `Upload: finished ${fileName}`;

/** What a requeued file waits for, as the queue line says it (spec 1 §4: "the queue says it is waiting and why"). */
export const uploadWaitReason = (cause: 'presigned_url_error' | 'timeout', detail?: string): string =>
  cause === 'timeout'
    ? 'presigned URL timed out'
    : detail
      ? `presigned URL refused (${detail})`
      : 'presigned URL request failed';

/** 'Waiting to retry in 8 s: presigned URL timed out'; once due, 'Retrying: …' until the queue reaches it. */
export const uploadWaitingText = (reason: string, secondsLeft: number): string =>
  secondsLeft > 0 ? `Waiting to retry in ${secondsLeft} s: ${reason}` : `Retrying: ${reason}`;
