import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, of, startWith, switchMap, type Observable } from 'rxjs';
import {
  uploadFinishedMessage,
  uploadWaitingText,
  uploadWaitReason,
  uploadPending,
  type Upload,
  type UploadsState,
  type UploadStatus,
} from '../../domain/uploads';
import { ClockPort } from '../ports';
import { StateReader } from '../store';
import { sameItems } from '../shared';

/** One line of the upload list in the process bar area. */
export interface UploadRow {
  readonly key: string;
  readonly fileName: string;
  readonly status: UploadStatus;
  /** 0–100 while uploading. */
  readonly percent?: number;
  /**
   * What the line says: 'Queued', 'Waiting to retry in 8 s: presigned URL timed out', 'Uploading 42%',
   * 'Upload: finished a.png', the failure reason, 'Cancelled'.
   */
  readonly text: string;
  /** A requeued file waiting for its retry (spec 1 §4). */
  readonly waiting?: boolean;
  /** Queued and running uploads can be cancelled (spec 1 §4). */
  readonly cancellable: boolean;
}

/** Ended uploads stay listed (newest first) so the user sees how they went; older ones drop off the list. */
export const endedUploadsShown = 10;

const endedAt = (upload: Upload): number => {
  switch (upload.status) {
    case 'finished':
      return upload.finishedAt;
    case 'failed':
      return upload.failedAt;
    case 'cancelled':
      return upload.cancelledAt;
    default:
      return upload.queuedAt;
  }
};

const textOf = (upload: Upload, now: number): string => {
  switch (upload.status) {
    case 'queued':
      return upload.waiting
        ? uploadWaitingText(
            uploadWaitReason(upload.waiting.cause, upload.waiting.detail),
            Math.ceil((upload.waiting.retryAt - now) / 1000),
          )
        : 'Queued';
    case 'uploading':
      return `Uploading ${upload.percent}%`;
    case 'finished':
      return uploadFinishedMessage(upload.item.file.name);
    case 'failed':
      return upload.reason;
    case 'cancelled':
      return 'Cancelled';
  }
};

const rowOf = (upload: Upload, now: number): UploadRow => ({
  key: upload.item.key,
  fileName: upload.item.file.name,
  status: upload.status,
  ...(upload.status === 'uploading' ? { percent: upload.percent } : {}),
  ...(upload.status === 'queued' && upload.waiting ? { waiting: true } : {}),
  text: textOf(upload, now),
  cancellable: upload.status === 'queued' || upload.status === 'uploading',
});

/** The running upload, then the queue in order, then the last ended ones, newest first. */
export const uploadRows = (state: UploadsState, now: number): readonly UploadRow[] => {
  const running = state.current !== undefined ? state.byKey[state.current] : undefined;
  const queued = state.queue.map((key) => state.byKey[key]).filter((upload): upload is Upload => upload !== undefined);
  const ended = Object.values(state.byKey)
    .filter((upload) => upload.status === 'finished' || upload.status === 'failed' || upload.status === 'cancelled')
    .sort((left, right) => endedAt(right) - endedAt(left))
    .slice(0, endedUploadsShown);
  return [...(running ? [running] : []), ...queued, ...ended].map((upload) => rowOf(upload, now));
};

const sameRows = (left: readonly UploadRow[], right: readonly UploadRow[]): boolean =>
  sameItems(
    left,
    right,
    (row, other) =>
      row.key === other.key && row.status === other.status && row.percent === other.percent && row.text === other.text,
  );

/** What the views show of the upload queue, read from the uploads projection. */
@injectable()
export class UploadsQueries {
  readonly rows$: Observable<readonly UploadRow[]>;
  /** True while a file uploads or waits (the page-close warning is on). */
  readonly pending$: Observable<boolean>;
  /** The running upload, for the collapsed process bar. */
  readonly current$: Observable<UploadRow | undefined>;

  constructor(@inject(StateReader) store: StateReader, @inject(ClockPort) clock: ClockPort) {
    const uploads$ = store.select((state) => state.uploads);
    const waiting = (state: UploadsState): boolean =>
      state.queue.some((key) => {
        const upload = state.byKey[key];
        return upload?.status === 'queued' && upload.waiting !== undefined;
      });
    // The countdown of a waiting retry follows the shared second tick, only while one waits.
    this.rows$ = uploads$.pipe(
      switchMap((state) =>
        waiting(state)
          ? clock.seconds$.pipe(
              startWith(clock.now()),
              map(() => uploadRows(state, clock.now())),
            )
          : of(uploadRows(state, clock.now())),
      ),
      distinctUntilChanged(sameRows),
    );
    this.pending$ = uploads$.pipe(map(uploadPending), distinctUntilChanged());
    this.current$ = uploads$.pipe(
      map((state) => (state.current !== undefined ? state.byKey[state.current] : undefined)),
      map((upload) => (upload ? rowOf(upload, clock.now()) : undefined)),
      distinctUntilChanged(
        (left, right) => left?.key === right?.key && left?.percent === right?.percent && left?.status === right?.status,
      ),
    );
  }
}
