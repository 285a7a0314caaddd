import type { UploadFile, UploadItem } from './upload-item';
import type { RequeueCause, UploadEvent } from './uploads.events';

// How the upload queue reaches the log (and so the domain's uploads projection).
//
// The queue is console-side state, like the process list: nothing on the server says which file is queued,
// how far it got or that the user cancelled it. Its source of truth is therefore the console's own log, and
// the log's way of recording a console-side change is a local command (`CommandBus.local`, journaled as
// CommandIssued + CommandSettled). Every step of the queue — the user's queue and cancel, and the queue
// service's start, progress, finish, failure and requeue — is one `uploads.*` command whose args are exactly
// the fact. The wire normalizer turns each such CommandIssued entry into the matching `UploadEvent` with
// `uploadEventsOfCommand` below, next to the CommandIssued event it already makes; the domain projection
// then applies the queue's rules. A replay feeds the same entries through the same normalizer, so it shows
// the same queue, percentages included, without any File or HTTP request.
//
// Why not the other candidates: the HTTP exchange of the form POST would carry only the end of an upload
// (no start, no progress, no cancel), and letting the projection read CommandIssued itself would put
// argument decoding into the domain's state machine. The price is that progress is journaled: it is issued
// only when the whole percentage grows, so an attempt adds at most 100 progress commands.
// The presigned-URL request itself is a real push (`uploads.presign`), journaled with its outcome like any
// other; it changes no state.

export const uploadCommandNames = {
  /** Args {key, dataId, fieldName, file: {name, size, type}}: the user queued a file. */
  queue: 'uploads.queue',
  /** Args {key}: the queue took the file off the queue (only one runs at a time). */
  start: 'uploads.start',
  /** Args {key, loaded, total}: bytes sent so far; issued when the whole percentage grows. */
  progress: 'uploads.progress',
  /** Args {key, httpStatus}: the storage answered; 200 or 204 is a finished upload. */
  finish: 'uploads.finish',
  /** Args {key, reason}: the upload ended without an answer from the storage (join refused, network). */
  fail: 'uploads.fail',
  /** Args {key, cause}: a presigned-URL error or time-out put the file back in the queue. */
  requeue: 'uploads.requeue',
  /** Args {key}: the user cancelled the current or a queued upload. */
  cancel: 'uploads.cancel',
  /** Push get_aws_presigned_url on cms:list_data:{dataId}; journaled only, no state. */
  presign: 'uploads.presign',
} as const;

type Args = Readonly<Record<string, unknown>>;

const record = (value: unknown): Args | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Args) : undefined;

const text = (args: Args, name: string): string | undefined => {
  const value = args[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const count = (args: Args, name: string): number | undefined => {
  const value = args[name];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
};

const fileOf = (value: unknown): UploadFile | undefined => {
  const file = record(value);
  if (!file || typeof file.name !== 'string' || typeof file.type !== 'string') return undefined;
  const size = count(file, 'size');
  return size === undefined ? undefined : { name: file.name, size, type: file.type };
};

const itemOf = (args: Args): UploadItem | undefined => {
  const key = text(args, 'key');
  const dataId = text(args, 'dataId');
  const fieldName = text(args, 'fieldName');
  const file = fileOf(args.file);
  return key && dataId && fieldName && file ? { key, dataId, fieldName, file } : undefined;
};

const causes: readonly unknown[] = ['presigned_url_error', 'timeout'] satisfies readonly RequeueCause[];

/**
 * The upload events an `uploads.*` command carries: one for a well-formed command of the queue, none for any
 * other command or for arguments that do not decode (a recording from another version, a hand edit). Total:
 * it never throws, whatever the args.
 */
export const uploadEventsOfCommand = (name: string, rawArgs: unknown, at: number): readonly UploadEvent[] => {
  if (!name.startsWith('uploads.')) return [];
  const args = record(rawArgs);
  const key = args && text(args, 'key');
  if (!args || !key) return [];
  switch (name) {
    case uploadCommandNames.queue: {
      const item = itemOf(args);
      return item ? [{ type: 'UploadQueued', item, at }] : [];
    }
    case uploadCommandNames.start:
      return [{ type: 'UploadStarted', key, at }];
    case uploadCommandNames.progress: {
      const loaded = count(args, 'loaded');
      const total = count(args, 'total');
      return loaded === undefined || total === undefined ? [] : [{ type: 'UploadProgressed', key, loaded, total, at }];
    }
    case uploadCommandNames.finish: {
      const httpStatus = count(args, 'httpStatus');
      return httpStatus === undefined ? [] : [{ type: 'UploadFinished', key, httpStatus, at }];
    }
    case uploadCommandNames.fail: {
      const reason = text(args, 'reason');
      return reason ? [{ type: 'UploadFailed', key, reason, at }] : [];
    }
    case uploadCommandNames.requeue:
      return causes.includes(args.cause)
        ? [{ type: 'UploadRequeued', key, cause: args.cause as RequeueCause, at }]
        : [];
    case uploadCommandNames.cancel:
      return [{ type: 'UploadCancelled', key, at }];
    default:
      return [];
  }
};
