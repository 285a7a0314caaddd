import { inject, injectable, optional } from 'inversify';
import { filter, firstValueFrom, map, Subscription, timer } from 'rxjs';
import {
  nextUpload,
  progressPercent,
  uploaderJoinFailedMessage,
  uploadErrorMessage,
  uploadPending,
  validateUploadRequest,
  type RequeueCause,
  type UploadItem,
  type UploadStatus,
  uploadCommandNames,
} from '../../domain/uploads';
import { StateReader } from '../store';
import { PageCloseWarning } from './page-close-warning';
import { UploadTransfer, type TransferResult } from './upload-transfer';
import { CommandPort } from '../ports';

/** A file to upload into a record's field (spec 1 §5): every part is checked before it is queued. */
export interface UploadFileRequest {
  readonly dataId?: string;
  readonly fieldName?: string;
  readonly fileKey?: string;
  readonly file?: File;
}

export type EnqueueResult =
  { readonly ok: true; readonly key: string } | { readonly ok: false; readonly error: string };

/** How an upload ended, for whoever waits on it (the multi-upload deletes a record without its file). */
export type UploadEnd = Extract<UploadStatus, 'finished' | 'failed' | 'cancelled'>;

export interface UploadQueueOptions {
  /** A requeued file waits this long before its next attempt, so a failing server is not hammered. */
  readonly retryPauseMs: number;
  /** Attempts before a file that keeps being requeued fails for good. */
  readonly maxAttempts: number;
}
export const UploadQueueOptions = Symbol('UploadQueueOptions');

// Spec 1 §4 puts a file back in the queue on a presigned-URL error or time-out and says nothing of a limit;
// a refusal that never ends (a record without that field) would otherwise loop for ever.
const defaultOptions: UploadQueueOptions = { retryPauseMs: 2000, maxAttempts: 3 };

const ends: readonly (UploadStatus | undefined)[] = ['finished', 'failed', 'cancelled'];

/**
 * The upload queue (spec 1 §4): one upload at a time, the next one starting when the projection says the
 * queue is free. The queue's state is the uploads projection, fed by the `uploads.*` commands issued here
 * (see upload-commands.ts); this service holds only what cannot be in the log: the Files and the abort
 * handle of the running request.
 */
@injectable()
export class UploadQueue {
  private readonly files = new Map<string, File>();
  private running: { readonly key: string; readonly abort: AbortController } | undefined;
  private subscription: Subscription | undefined;
  private readonly options: UploadQueueOptions;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(UploadTransfer) private readonly transfer: UploadTransfer,
    @inject(PageCloseWarning) private readonly warning: PageCloseWarning,
    @inject(UploadQueueOptions) @optional() options?: UploadQueueOptions,
  ) {
    this.options = options ?? defaultOptions;
  }

  /**
   * Checks and queues a file. A request with a part missing is refused with the spec's message ('Upload data id
   * missing', …, spec 1 §5) for the caller to show; nothing is queued or journaled.
   */
  enqueue(request: UploadFileRequest): EnqueueResult {
    const { file } = request;
    const validation = validateUploadRequest({
      ...request,
      file: file && { name: file.name, size: file.size, type: file.type },
    });
    if (!validation.ok || !file)
      return { ok: false, error: validation.ok ? 'Upload data file missing' : validation.error };
    const { item } = validation;
    this.files.set(item.key, file);
    this.commands.local(uploadCommandNames.queue, item, `list_data:${item.dataId}`);
    this.start();
    return { ok: true, key: item.key };
  }

  /** Cancels a queued upload, or the running one (its request is aborted). */
  cancel(key: string): void {
    const status = this.store.state.uploads.byKey[key]?.status;
    // A file queued in this very turn is not folded into the state yet, but it is ours to cancel.
    if (status !== 'queued' && status !== 'uploading' && !this.files.has(key)) return;
    this.commands.local(uploadCommandNames.cancel, { key });
    if (this.running?.key === key) this.running.abort.abort();
    this.files.delete(key);
  }

  /** Resolves when the upload has finished, failed or been cancelled. */
  ended(key: string): Promise<UploadEnd> {
    return firstValueFrom(
      this.store
        .select((state) => state.uploads.byKey[key]?.status)
        .pipe(
          filter((status) => ends.includes(status)),
          map((status) => status as UploadEnd),
        ),
    );
  }

  /** Starts following the queue (idempotent; the first enqueue starts it too). */
  start(): void {
    if (this.subscription) return;
    this.subscription = new Subscription();
    this.subscription.add(
      this.store
        .select((state) => nextUpload(state.uploads))
        .subscribe((key) => {
          if (key !== undefined) void this.run(key);
        }),
    );
    this.subscription.add(
      this.store
        .select((state) => uploadPending(state.uploads))
        .subscribe((pending) => this.warning.setActive(pending)),
    );
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.running?.abort.abort();
    this.warning.setActive(false);
  }

  private async run(key: string): Promise<void> {
    const upload = this.store.state.uploads.byKey[key];
    if (this.running || upload?.status !== 'queued') return;
    const abort = new AbortController();
    this.running = { key, abort };
    try {
      const file = this.files.get(key);
      if (!file) {
        // Queued by a recording being replayed, or by an earlier page: there is no File to send.
        this.commands.local(uploadCommandNames.fail, { key, reason: 'Upload data file missing' });
        return;
      }
      if (upload.attempts > 0) await firstValueFrom(timer(this.options.retryPauseMs));
      if (abort.signal.aborted) return;
      this.commands.local(uploadCommandNames.start, { key });
      let shown = 0;
      const result = await this.transfer.send(upload.item, file, abort.signal, (loaded, total) => {
        const percent = progressPercent(loaded, total);
        if (percent <= shown || abort.signal.aborted) return;
        shown = percent;
        this.commands.local(uploadCommandNames.progress, { key, loaded, total });
      });
      this.settle(upload.item, upload.attempts + 1, result);
    } finally {
      this.running = undefined;
      // A cancel frees the queue before the aborted request has unwound: pick up what is waiting now.
      const next = nextUpload(this.store.state.uploads);
      if (next !== undefined && next !== key) void this.run(next);
    }
  }

  private settle(item: UploadItem, attempts: number, result: TransferResult): void {
    const { key } = item;
    const name = item.file.name;
    // Only a requeued file is sent again; for every other outcome its File can go.
    if (result.kind !== 'presign_error' && result.kind !== 'presign_timeout') this.files.delete(key);
    switch (result.kind) {
      case 'answered':
        this.commands.local(uploadCommandNames.finish, { key, httpStatus: result.httpStatus, file: name });
        return;
      case 'join_refused':
        this.fail(key, uploaderJoinFailedMessage);
        return;
      case 'presign_error':
        this.requeue(item, attempts, 'presigned_url_error');
        return;
      case 'presign_timeout':
        this.requeue(item, attempts, 'timeout');
        return;
      case 'network_error':
        this.fail(key, uploadErrorMessage(name));
        return;
      case 'aborted':
        return;
    }
  }

  // The journaled args carry what the toast needs (upload-notices.ts): the file name, the cause.
  private requeue(item: UploadItem, attempts: number, cause: RequeueCause): void {
    if (attempts >= this.options.maxAttempts) {
      this.files.delete(item.key);
      this.fail(item.key, uploadErrorMessage(item.file.name));
      return;
    }
    this.commands.local(uploadCommandNames.requeue, { key: item.key, cause, file: item.file.name });
  }

  private fail(key: string, reason: string): void {
    this.commands.local(uploadCommandNames.fail, { key, reason });
  }
}
