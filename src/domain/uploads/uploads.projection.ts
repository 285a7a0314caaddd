import { castDraft, type Draft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import { uploadHttpErrorMessage } from './upload-messages';
import { isUploadSuccess, progressPercent } from './upload-rules';
import type { Upload } from './upload';
import type { UploadEvent } from './uploads.events';

export interface UploadsState {
  /** Every upload of the session by its storage key, finished ones included (they show as done). */
  readonly byKey: Readonly<Record<string, Upload>>;
  /** Keys waiting, in the order they will run. */
  readonly queue: readonly string[];
  /** The one running upload (spec 1 §4 'One upload runs at a time'). */
  readonly current?: string;
}

export const initialUploadsState: UploadsState = { byKey: {}, queue: [] };

type Mutable = Draft<UploadsState>;

const leaveQueue = (draft: Mutable, key: string): void => {
  const at = draft.queue.indexOf(key);
  if (at >= 0) draft.queue.splice(at, 1);
};

const set = (draft: Mutable, upload: Upload): void => {
  draft.byKey[upload.item.key] = castDraft(upload);
};

const baseOf = (upload: Draft<Upload>): Pick<Upload, 'item' | 'queuedAt' | 'attempts'> => ({
  item: upload.item,
  queuedAt: upload.queuedAt,
  attempts: upload.attempts,
});

// Facts that do not fit the machine (a start while another runs, progress of a finished upload) are
// dropped: they come from a stale callback, and the queue's invariants matter more than the report.
const running = (draft: Mutable, key: string): Draft<Upload> | undefined => {
  const upload = draft.byKey[key];
  return upload?.status === 'uploading' && draft.current === key ? upload : undefined;
};

const applyUploadEvent = (draft: Mutable, event: UploadEvent): void => {
  switch (event.type) {
    case 'UploadQueued': {
      const known = draft.byKey[event.item.key];
      if (known?.status === 'queued' || known?.status === 'uploading') return;
      set(draft, { status: 'queued', item: event.item, queuedAt: event.at, attempts: 0 });
      draft.queue.push(event.item.key);
      return;
    }
    case 'UploadStarted': {
      const upload = draft.byKey[event.key];
      if (draft.current !== undefined || upload?.status !== 'queued') return;
      leaveQueue(draft, event.key);
      set(draft, {
        ...baseOf(upload),
        status: 'uploading',
        startedAt: event.at,
        percent: 0,
        attempts: upload.attempts + 1,
      });
      draft.current = event.key;
      return;
    }
    case 'UploadProgressed': {
      const upload = running(draft, event.key);
      if (upload?.status === 'uploading') upload.percent = progressPercent(event.loaded, event.total);
      return;
    }
    case 'UploadFinished': {
      const upload = running(draft, event.key);
      if (!upload) return;
      draft.current = undefined;
      if (isUploadSuccess(event.httpStatus))
        set(draft, { ...baseOf(upload), status: 'finished', finishedAt: event.at, httpStatus: event.httpStatus });
      else
        set(draft, {
          ...baseOf(upload),
          status: 'failed',
          failedAt: event.at,
          reason: uploadHttpErrorMessage(event.httpStatus),
        });
      return;
    }
    case 'UploadFailed': {
      const upload = draft.byKey[event.key];
      if (upload?.status !== 'queued' && upload?.status !== 'uploading') return;
      if (draft.current === event.key) draft.current = undefined;
      leaveQueue(draft, event.key);
      set(draft, { ...baseOf(upload), status: 'failed', failedAt: event.at, reason: event.reason });
      return;
    }
    case 'UploadRequeued': {
      const upload = running(draft, event.key);
      if (!upload) return;
      draft.current = undefined;
      // To the back: one file that keeps failing must not hold up the others.
      set(draft, {
        ...baseOf(upload),
        status: 'queued',
        waiting: {
          cause: event.cause,
          retryAt: event.retryAt ?? event.at,
          ...(event.detail !== undefined ? { detail: event.detail } : {}),
        },
      });
      draft.queue.push(event.key);
      return;
    }
    case 'UploadCancelled': {
      const upload = draft.byKey[event.key];
      if (upload?.status !== 'queued' && upload?.status !== 'uploading') return;
      if (draft.current === event.key) draft.current = undefined;
      leaveQueue(draft, event.key);
      set(draft, { ...baseOf(upload), status: 'cancelled', cancelledAt: event.at });
      return;
    }
    default:
      unhandled(event);
  }
};

/**
 * The upload queue is driven by console-side `uploads.*` commands (upload-commands.ts): the normalizer decodes
 * each journaled command into its upload event, so a replay rebuilds the same queue.
 */
export const uploadsProjection = defineProjection<UploadsState, UploadEvent>({
  name: 'uploads',
  initial: initialUploadsState,
  handles: {
    UploadQueued: true,
    UploadStarted: true,
    UploadProgressed: true,
    UploadFinished: true,
    UploadFailed: true,
    UploadRequeued: true,
    UploadCancelled: true,
  },
  apply: applyUploadEvent,
});

/**
 * The upload to start next at `now`, when none is running: the first in the queue that is not waiting for a
 * retry (a file whose presigned URL failed does not hold up the ones behind it).
 */
export const nextUpload = (state: UploadsState, now: number): string | undefined => {
  if (state.current !== undefined) return undefined;
  return state.queue.find((key) => {
    const upload = state.byKey[key];
    return upload?.status === 'queued' && (upload.waiting === undefined || upload.waiting.retryAt <= now);
  });
};

/** When the earliest waiting retry is due, if nothing can start now; the queue sets its one timer by it. */
export const nextRetryAt = (state: UploadsState): number | undefined => {
  let earliest: number | undefined;
  for (const key of state.queue) {
    const upload = state.byKey[key];
    const at = upload?.status === 'queued' ? upload.waiting?.retryAt : undefined;
    if (at !== undefined && (earliest === undefined || at < earliest)) earliest = at;
  }
  return earliest;
};

/** The page-close warning is active while an upload runs or waits (spec 1 §4). */
export const uploadPending = (state: UploadsState): boolean => state.current !== undefined || state.queue.length > 0;
