import { inject, injectable, optional } from 'inversify';
import { filter, firstValueFrom, map, Subscription, timer } from 'rxjs';
import {
  nextRetryAt,
  nextUpload,
  progressPercent,
  uploaderJoinFailedMessage,
  uploadErrorMessage,
  uploadPending,
  uploadRetryBaseMs,
  uploadRetryDelayMs,
  uploadRetryMaxMs,
  uploadSizeProblem,
  validateUploadRequest,
  type RequeueCause,
  type UploadItem,
  type UploadStatus,
  uploadCommands,
} from '../../domain/uploads';
import { StateReader } from '../store';
import { PageCloseWarning } from './page-close-warning';
import { UploadTransfer, type TransferResult } from './upload-transfer';
import { ClockPort, CommandPort } from '../ports';
import { UploadLimit } from './upload-limit';

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
  /** A requeued file waits this long before its first retry, twice as long before each further one … */
  readonly retryBaseMs: number;
  /** … up to this, so a failing server is not hammered and a long-open queue still tries every minute. */
  readonly retryMaxMs: number;
}
export const UploadQueueOptions = Symbol('UploadQueueOptions');

// Spec 1 §4 puts a file back in the queue on a presigned-URL error or time-out and sets no limit: it waits
// with a growing pause, says why on its queue line, and goes on trying while the queue lives; the operator
// cancels what should not wait (docs/protocol/cms.md "Upload retries").
const defaultOptions: UploadQueueOptions = { retryBaseMs: uploadRetryBaseMs, retryMaxMs: uploadRetryMaxMs };

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
  /** The one timer that wakes the queue when the earliest waiting retry is due. */
  private wake: { readonly at: number; readonly subscription: Subscription } | undefined;
  private readonly options: UploadQueueOptions;

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(UploadTransfer) private readonly transfer: UploadTransfer,
    @inject(PageCloseWarning) private readonly warning: PageCloseWarning,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(UploadLimit) private readonly limit: UploadLimit,
    @inject(UploadQueueOptions) @optional() options?: UploadQueueOptions,
  ) {
    this.options = options ?? defaultOptions;
  }

  /**
   * Checks and queues a file. A request with a part missing is refused with the spec's message ('Upload data id
   * missing', …, spec 1 §5) for the caller to show, and so is a file larger than the server takes ('a.mp4 is
   * 3.2 GB; the limit is 64 MB'); nothing is queued or journaled.
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
    const tooLarge = uploadSizeProblem(file, this.limit.bytes);
    if (tooLarge) return { ok: false, error: tooLarge };
    this.files.set(item.key, file);
    this.commands.local(uploadCommands.queue, item, `list_data:${item.dataId}`);
    this.start();
    return { ok: true, key: item.key };
  }

  /** Cancels a queued upload, or the running one (its request is aborted). */
  cancel(key: string): void {
    const status = this.store.state.uploads.byKey[key]?.status;
    // A file queued in this very turn is not folded into the state yet, but it is ours to cancel.
    if (status !== 'queued' && status !== 'uploading' && !this.files.has(key)) return;
    this.commands.local(uploadCommands.cancel, { key });
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
    this.subscription.add(this.store.select((state) => state.uploads).subscribe(() => this.pump()));
    this.subscription.add(
      this.store
        .select((state) => uploadPending(state.uploads))
        .subscribe((pending) => this.warning.setActive(pending)),
    );
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.wake?.subscription.unsubscribe();
    this.wake = undefined;
    this.running?.abort.abort();
    this.warning.setActive(false);
  }

  /** Starts the next file that may run now; else sets the timer for the earliest waiting retry. */
  private pump(): void {
    if (!this.subscription || this.running) return;
    const uploads = this.store.state.uploads;
    const key = nextUpload(uploads, this.clock.now());
    if (key !== undefined) {
      void this.run(key);
      return;
    }
    const due = uploads.current === undefined ? nextRetryAt(uploads) : undefined;
    if (due === undefined || this.wake?.at === due) return;
    this.wake?.subscription.unsubscribe();
    this.wake = {
      at: due,
      subscription: timer(Math.max(0, due - this.clock.now())).subscribe(() => {
        this.wake = undefined;
        this.pump();
      }),
    };
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
        this.commands.local(uploadCommands.fail, { key, reason: 'Upload data file missing' });
        return;
      }
      this.commands.local(uploadCommands.start, { key });
      let shown = 0;
      const result = await this.transfer.send(upload.item, file, abort.signal, (loaded, total) => {
        const percent = progressPercent(loaded, total);
        if (percent <= shown || abort.signal.aborted) return;
        shown = percent;
        this.commands.local(uploadCommands.progress, { key, loaded, total });
      });
      this.settle(upload.item, upload.attempts + 1, result);
    } finally {
      this.running = undefined;
      // A cancel frees the queue before the aborted request has unwound: pick up what is waiting now.
      this.pump();
    }
  }

  private settle(item: UploadItem, attempts: number, result: TransferResult): void {
    const { key } = item;
    const name = item.file.name;
    // Only a requeued file is sent again; for every other outcome its File can go.
    if (result.kind !== 'presign_error' && result.kind !== 'presign_timeout') this.files.delete(key);
    switch (result.kind) {
      case 'answered':
        this.commands.local(uploadCommands.finish, { key, httpStatus: result.httpStatus, file: name });
        return;
      case 'join_refused':
        this.fail(key, uploaderJoinFailedMessage);
        return;
      case 'presign_error':
        this.requeue(item, attempts, 'presigned_url_error', result.detail);
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

  // The journaled args carry what the toast and the queue line need (upload-notices.ts, uploads.queries.ts): the
  // file name, the cause, the server's reason and when the next try is due.
  private requeue(item: UploadItem, attempts: number, cause: RequeueCause, detail?: string): void {
    const retryAt = this.clock.now() + uploadRetryDelayMs(attempts, this.options.retryBaseMs, this.options.retryMaxMs);
    this.commands.local(uploadCommands.requeue, {
      key: item.key,
      cause,
      file: item.file.name,
      retryAt,
      attempt: attempts,
      ...(detail ? { detail } : {}),
    });
  }

  private fail(key: string, reason: string): void {
    this.commands.local(uploadCommands.fail, { key, reason });
  }
}
