import { contentMessages } from '../../domain/cms';
import {
  isUploadSuccess,
  networkIssueMessage,
  uploadFinishedMessage,
  uploadHttpErrorMessage,
  uploadTimeoutMessage,
} from '../../domain/uploads';
import type { NoticeRule, NoticeRules } from '../notifications';
import { multiUploadCommandNames } from './multi-upload';
import { uploadCommandNames } from '../../domain/uploads';

// Upload toasts come from the journal like every other command's, so a replay or the audit view tells the
// same story: each `uploads.*` step carries what its message needs (the file name, the status, the cause).

const field = (args: unknown, name: string): unknown =>
  typeof args === 'object' && args !== null ? (args as Record<string, unknown>)[name] : undefined;
const text = (args: unknown, name: string): string => {
  const value = field(args, name);
  return typeof value === 'string' ? value : '';
};

const silent: NoticeRule = () => undefined;

/** Spec 1 §8: 'Upload: finished {file}', 'Upload HTTP error {status}', 'Upload timeout error', 'Networking issue...'. */
export const uploadNoticeRules: NoticeRules = {
  [uploadCommandNames.queue]: silent,
  [uploadCommandNames.start]: silent,
  [uploadCommandNames.progress]: silent,
  [uploadCommandNames.cancel]: silent,
  // A presigned-URL failure is told by the requeue (or the failure) it leads to.
  [uploadCommandNames.presign]: silent,
  [uploadCommandNames.finish]: ({ args }) => {
    const status = field(args, 'httpStatus');
    if (typeof status !== 'number') return undefined;
    return isUploadSuccess(status)
      ? { title: uploadFinishedMessage(text(args, 'file')), intent: 'success' }
      : { title: uploadHttpErrorMessage(status), intent: 'error' };
  },
  // 'Uploader channel join failed' or 'Upload: error {file}'.
  [uploadCommandNames.fail]: ({ args }) => ({ title: text(args, 'reason'), intent: 'error' }),
  // Told once per file: the retries that follow (every minute at most, for as long as it waits) are said on its
  // queue line ('Waiting to retry in 8 s: …'), not in a toast each time.
  [uploadCommandNames.requeue]: ({ args }) => {
    const attempt = field(args, 'attempt');
    if (typeof attempt === 'number' && attempt > 1) return undefined;
    return {
      title: field(args, 'cause') === 'timeout' ? uploadTimeoutMessage : networkIssueMessage,
      body: `${text(args, 'file')} is queued again and retried until it goes through or you cancel it`,
      intent: 'warning',
    };
  },
  // Spec 3 §8: 'Files uploaded!' / 'Unable to upload files!' (a failure shown as an error, keeping the text).
  [multiUploadCommandNames.uploadFiles]: ({ args }) =>
    field(args, 'ok') === true
      ? { title: contentMessages.UploadFiles.ok, intent: 'success' }
      : { title: contentMessages.UploadFiles.failed, intent: 'error' },
  // The end result says it; a record that could not be created is one of the files not uploaded.
  [multiUploadCommandNames.createRecord]: silent,
  [multiUploadCommandNames.deleteRecord]: (command) =>
    command.status === 'ok' ? undefined : { title: contentMessages.DeleteListData.failed, intent: 'error' },
};
