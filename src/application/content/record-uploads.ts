import { inject, injectable } from 'inversify';
import { uploadKey } from '../../domain/uploads';
import { ClockPort } from '../ports';
import { UploadQueue } from '../uploads';
import { ContentCommands } from './content.commands';

/** A file chosen in the record editor for one of its s3file fields. */
export interface RecordFile {
  readonly field: string;
  readonly file: File;
}

export type RecordUploadResult =
  { readonly kind: 'uploaded' } | { readonly kind: 'failed'; readonly error: string; readonly recordDeleted: boolean };

/**
 * The record editor's files (spec 3 §2.4, §4): after the record is saved (its id names the S3 key), each file goes
 * through the upload queue, whose presigned form sets the field to `new` and the arriving object to `ready`. If a
 * file of a record created by this save does not arrive, the record is deleted again.
 */
@injectable()
export class RecordUploads {
  constructor(
    @inject(UploadQueue) private readonly queue: UploadQueue,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(ContentCommands) private readonly commands: ContentCommands,
  ) {}

  async upload(
    listId: number,
    dataId: number,
    created: boolean,
    files: readonly RecordFile[],
  ): Promise<RecordUploadResult> {
    const ends = files.map(({ field, file }) => {
      const queued = this.queue.enqueue({
        dataId: String(dataId),
        fieldName: field,
        fileKey: uploadKey(dataId, field, this.clock.now(), file.name),
        file,
      });
      return queued.ok
        ? this.queue.ended(queued.key).then((end) => (end === 'finished' ? '' : `${file.name}: ${end}`))
        : Promise.resolve(queued.error);
    });
    const problems = (await Promise.all(ends)).filter((problem) => problem !== '');
    if (problems.length === 0) return { kind: 'uploaded' };
    const recordDeleted = created && (await this.commands.deleteRecord(listId, dataId)).ok;
    return { kind: 'failed', error: problems.join('; '), recordDeleted };
  }
}
