// Upload notifications (spec 1 §8).

export const uploaderJoinFailedMessage = 'Uploader channel join failed';

export const networkIssueMessage = 'Networking issue...';

export const uploadTimeoutMessage = 'Upload timeout error';

export const uploadHttpErrorMessage = (status: number): string => `Upload HTTP error ${status}`;

export const uploadErrorMessage = (fileName: string): string => `Upload: error ${fileName}`;

export const uploadFinishedMessage = (fileName: string): string => `Upload: finished ${fileName}`;
