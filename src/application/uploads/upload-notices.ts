import { contentMessages, multiUploadCommands } from '../../domain/cms';
import {
  isUploadSuccess,
  networkIssueMessage,
  uploadCommands,
  uploadFinishedMessage,
  uploadHttpErrorMessage,
  uploadTimeoutMessage,
} from '../../domain/uploads';
import { commandNotices, silentNotice, type NoticeRules } from '../notifications';

// Upload toasts come from the journal like every other command's, so a replay or the audit view tells the
// same story: each `uploads.*` step carries what its message needs (the file name, the status, the cause).

/** Spec 1 §8: 'Upload: finished {file}', 'Upload HTTP error {status}', 'Upload timeout error', 'Networking issue...'. */
export const uploadNoticeRules: NoticeRules = {
  ...commandNotices(uploadCommands, {
    queue: silentNotice,
    start: silentNotice,
    progress: silentNotice,
    cancel: silentNotice,
    // A presigned-URL failure is told by the requeue (or the failure) it leads to.
    presign: silentNotice,
    finish: ({ args }) =>
      isUploadSuccess(args.httpStatus)
        ? { title: uploadFinishedMessage(args.file ?? ''), intent: 'success' }
        : { title: uploadHttpErrorMessage(args.httpStatus), intent: 'error' },
    // 'Uploader channel join failed' or 'Upload: error {file}'.
    fail: ({ args }) => ({ title: args.reason, intent: 'error' }),
    // Told once per file: the retries that follow (every minute at most, for as long as it waits) are said on its
    // queue line ('Waiting to retry in 8 s: …'), not in a toast each time.
    requeue: ({ args }) => {
      if (args.attempt !== undefined && args.attempt > 1) return undefined;
      return {
        title: args.cause === 'timeout' ? uploadTimeoutMessage : networkIssueMessage,
        body: `${args.file ?? ''} is queued again and retried until it goes through or you cancel it`,
        intent: 'warning',
      };
    },
  }),
  ...commandNotices(multiUploadCommands, {
    // Spec 3 §8: 'Files uploaded!' / 'Unable to upload files!' (a failure shown as an error, keeping the text).
    uploadFiles: ({ args }) =>
      args.ok
        ? { title: contentMessages.UploadFiles.ok, intent: 'success' }
        : { title: contentMessages.UploadFiles.failed, intent: 'error' },
    // The end result says it; a record that could not be created is one of the files not uploaded.
    createRecord: silentNotice,
    deleteRecord: (command) =>
      command.status === 'ok' ? undefined : { title: contentMessages.DeleteListData.failed, intent: 'error' },
  }),
};
