import { decoded, defineCommands, pushed } from '../commands';
import type { UploadItem } from './upload-item';
import type { RequeueCause } from './uploads.events';

// How the upload queue reaches the log (and so the domain's uploads projection).
//
// The queue is console-side state, like the process list: nothing on the server says which file is queued,
// how far it got or that the user cancelled it. Its source of truth is therefore the console's own log, and
// the log's way of recording a console-side change is a local command (`CommandBus.local`, journaled as
// CommandIssued + CommandSettled). Every step of the queue — the user's queue and cancel, and the queue
// service's start, progress, finish, failure and requeue — is one `uploads.*` command whose args are exactly
// the fact. The wire normalizer decodes each such command's arguments with its codec (the command catalogue
// in src/infrastructure/wire/commands) into the matching `UploadEvent`, next to the CommandIssued event it
// already makes; arguments of another shape become a visible rejection. The domain projection then applies
// the queue's rules. A replay feeds the same entries through the same normalizer, so it shows
// the same queue, percentages included, without any File or HTTP request.
//
// Why not the other candidates: the HTTP exchange of the form POST would carry only the end of an upload
// (no start, no progress, no cancel), and letting the projection read CommandIssued itself would put
// argument decoding into the domain's state machine. The price is that progress is journaled: it is issued
// only when the whole percentage grows, so an attempt adds at most 100 progress commands.
// The presigned-URL request itself is a real push (`uploads.presign`), journaled with its outcome like any
// other; it changes no state.

interface UploadKey {
  readonly key: string;
}

export const uploadCommands = defineCommands('uploads', {
  /** The user queued a file. */
  queue: decoded<UploadItem>('uploads.queue'),
  /** The queue took the file off the queue (only one runs at a time). */
  start: decoded<UploadKey>('uploads.start'),
  /** Bytes sent so far; issued when the whole percentage grows. */
  progress: decoded<UploadKey & { readonly loaded: number; readonly total: number }>('uploads.progress'),
  /** The storage answered; 200 or 204 is a finished upload. */
  finish: decoded<UploadKey & { readonly httpStatus: number; readonly file?: string }>('uploads.finish'),
  /** The upload ended without an answer from the storage (join refused, network). */
  fail: decoded<UploadKey & { readonly reason: string }>('uploads.fail'),
  /** A presigned-URL error or time-out put the file back in the queue. */
  requeue: decoded<
    UploadKey & {
      readonly cause: RequeueCause;
      readonly file?: string;
      /** When the next attempt may start, ms. */
      readonly retryAt?: number;
      /** The server's refusal, when it gave one. */
      readonly detail?: string;
      /** Which attempt failed (1 = the first); only the first requeue of a file is toasted. */
      readonly attempt?: number;
    }
  >('uploads.requeue'),
  /** The user cancelled the current or a queued upload. */
  cancel: decoded<UploadKey>('uploads.cancel'),
  /** Push get_aws_presigned_url on cms:list_data:{dataId}; journaled only, no state. */
  presign: pushed('uploads.presign'),
});
