import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { fileValueOf, uploadedFileValue, type S3FileValue } from '../../domain/forms';
import { progressPercent, uploadErrorMessage, uploadHttpErrorMessage, uploadSizeProblem } from '../../domain/uploads';
import { HttpGateway } from '../http';
import { httpContract } from '../ports';
import { UploadLimit } from './upload-limit';

/** The dynamic forms whose file fields take a file (server/records/form-file-fields.ts has the same three). */
export type FileForm = 'event' | 'tag' | 'export';

export type FormFileResult =
  | { readonly kind: 'stored'; readonly value: S3FileValue }
  | { readonly kind: 'refused'; readonly error: string }
  | { readonly kind: 'cancelled' };

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { msg?: unknown }).msg === 'string'
    ? (body as { msg: string }).msg
    : undefined;

/**
 * A file chosen in a form's `file` or `s3file` field (the event form, a tag form, an export form; issue 29): checked
 * against the server's limit, then sent with progress to `POST content/upload/form/{form}`, whose answer is the
 * stored S3 file value the form keeps and saves. One field, one request: the field shows its own progress, and
 * the operator can cancel it.
 */
@injectable()
export class FormFileUploads {
  /** Uploads on their way, per form: while a form has one, its save would store the field's old value. */
  private readonly running = new BehaviorSubject<ReadonlyMap<FileForm, number>>(new Map());

  constructor(
    @inject(HttpGateway) private readonly http: HttpGateway,
    @inject(UploadLimit) private readonly limit: UploadLimit,
  ) {}

  /** 'video.mp4 is 3.2 GB; the limit is 64 MB' before anything is sent, or undefined. */
  problemOf(file: { readonly name: string; readonly size: number }): string | undefined {
    return uploadSizeProblem(file, this.limit.bytes);
  }

  /** The stored file a field's value names, if it names one (an S3 file value, or an older field's address). */
  storedOf(value: unknown): S3FileValue | undefined {
    return fileValueOf(value);
  }

  /** Whether a file of this form is still on its way; the form's save waits for it. */
  uploading$(form: FileForm): Observable<boolean> {
    return this.running.pipe(
      map((counts) => (counts.get(form) ?? 0) > 0),
      distinctUntilChanged(),
    );
  }

  /** Sends the file; `onPercent` hears the whole percentage sent so far (spec 1 §4 progress). */
  async upload(
    form: FileForm,
    field: string,
    file: File,
    onPercent: (percent: number) => void,
    signal: AbortSignal,
  ): Promise<FormFileResult> {
    this.count(form, +1);
    try {
      return await this.send(form, field, file, onPercent, signal);
    } finally {
      this.count(form, -1);
    }
  }

  private count(form: FileForm, change: 1 | -1): void {
    const counts = new Map(this.running.value);
    counts.set(form, (counts.get(form) ?? 0) + change);
    this.running.next(counts);
  }

  private async send(
    form: FileForm,
    field: string,
    file: File,
    onPercent: (percent: number) => void,
    signal: AbortSignal,
  ): Promise<FormFileResult> {
    const tooLarge = this.problemOf(file);
    if (tooLarge) return { kind: 'refused', error: tooLarge };
    const answer = await this.http.call(httpContract.form_upload, {
      params: { form },
      form: { [field]: file },
      onProgress: (loaded, total) => onPercent(progressPercent(loaded, total)),
      signal,
    });
    if (signal.aborted) return { kind: 'cancelled' };
    if (answer.status === 0) return { kind: 'refused', error: uploadErrorMessage(file.name) };
    // Said in words; a file that fits the limit config.json gave was refused by a server whose limit changed since.
    if (answer.status === 413)
      return {
        kind: 'refused',
        error: this.problemOf(file) ?? `${file.name} is too large for the server (${uploadHttpErrorMessage(413)})`,
      };
    if (answer.status < 200 || answer.status > 299) {
      const reason = messageOf(answer.body);
      return { kind: 'refused', error: `${uploadHttpErrorMessage(answer.status)}${reason ? `: ${reason}` : ''}` };
    }
    const value = uploadedFileValue(answer.body, field);
    return value
      ? { kind: 'stored', value }
      : { kind: 'refused', error: `${file.name}: the server did not say where the file was stored` };
  }
}
