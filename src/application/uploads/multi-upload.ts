import { inject, injectable } from 'inversify';
import { multiUploadCommands, contentMessages, fileNameWithoutExtension } from '../../domain/cms';
import { uploadKey } from '../../domain/uploads';
import { pushEntitySave } from '../commands';
import { ClockPort, CommandPort } from '../ports';
import { TopicLeases } from '../topics';
import { UploadQueue } from './upload-queue';

/** What the multi-upload screen asks for (spec 3 §2.4 data/multi_upload, §5). */
export interface MultiUploadRequest {
  readonly listId: number;
  /** The list type's s3file field each file goes into. */
  readonly fileField: string;
  /** Optionally a field that takes the file name without its extension (spec 3 §5). */
  readonly nameField?: string;
  readonly files: readonly File[];
}

export interface MultiUploadResult {
  readonly ok: boolean;
  /** 'Files uploaded!' or 'Unable to upload files!' (spec 3 §8). */
  readonly message: string;
}

/**
 * Uploads several files into a content list (spec 3 §2.4, §4): each file becomes a new record (saved first,
 * so the S3 key can carry its id: `{id}/{field}_{unix time}.{extension}`), then is queued. A file whose
 * upload fails or is cancelled after its record was saved has that record deleted again.
 */
@injectable()
export class MultiUpload {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TopicLeases) private readonly leases: TopicLeases,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(UploadQueue) private readonly queue: UploadQueue,
  ) {}

  async upload(request: MultiUploadRequest): Promise<MultiUploadResult> {
    // Both topics are held for the whole upload: a refused one (a list the viewer may not write) fails every file.
    const leases = [
      this.leases.hold({ pattern: 'cms:list_data:create' }),
      this.leases.hold({ pattern: 'cms:list_datas:{list_id}', params: { list_id: String(request.listId) } }),
    ];
    try {
      return await this.uploadHeld(
        request,
        await Promise.all(
          leases.map((lease) =>
            lease.joined.then(
              () => true,
              () => false,
            ),
          ),
        ),
      );
    } finally {
      for (const lease of leases) lease.release();
    }
  }

  private async uploadHeld(request: MultiUploadRequest, ready: readonly boolean[]): Promise<MultiUploadResult> {
    const outcomes: Promise<boolean>[] = [];
    // Records are created one after another so the queue (and the list) keep the order the files were picked in.
    for (const file of request.files) {
      if (!ready.every(Boolean)) {
        outcomes.push(Promise.resolve(false));
        continue;
      }
      const id = await this.createRecord(request, file);
      if (id === undefined) {
        outcomes.push(Promise.resolve(false));
        continue;
      }
      const queued = this.queue.enqueue({
        dataId: String(id),
        fieldName: request.fileField,
        fileKey: uploadKey(id, request.fileField, this.clock.now(), file.name),
        file,
      });
      outcomes.push(
        queued.ok
          ? this.keepIfUploaded(request.listId, id, queued.key)
          : this.deleteRecord(request.listId, id).then(() => false),
      );
    }
    const uploaded = await Promise.all(outcomes);
    const ok = request.files.length > 0 && uploaded.every(Boolean);
    this.commands.local(
      multiUploadCommands.uploadFiles,
      {
        listId: request.listId,
        fileField: request.fileField,
        ...(request.nameField ? { nameField: request.nameField } : {}),
        files: request.files.map((file) => file.name),
        uploaded: request.files.filter((_, index) => uploaded[index]).map((file) => file.name),
        ok,
      },
      `list:${request.listId}`,
    );
    return { ok, message: ok ? contentMessages.UploadFiles.ok : contentMessages.UploadFiles.failed };
  }

  private async createRecord(request: MultiUploadRequest, file: File): Promise<number | undefined> {
    const data = request.nameField ? { [request.nameField]: fileNameWithoutExtension(file.name) } : {};
    const saved = await pushEntitySave(this.commands, {
      kind: 'record',
      key: undefined,
      name: multiUploadCommands.createRecord,
      payload: { list_data: { cms_list_id: request.listId, state: 'active', data } },
      target: `list:${request.listId}`,
    });
    return saved.outcome === 'ok' ? saved.reply.data.id : undefined;
  }

  private async keepIfUploaded(listId: number, id: number, key: string): Promise<boolean> {
    const end = await this.queue.ended(key);
    if (end === 'finished') return true;
    await this.deleteRecord(listId, id);
    return false;
  }

  private async deleteRecord(listId: number, id: number): Promise<void> {
    await this.commands.push({
      name: multiUploadCommands.deleteRecord,
      pattern: 'cms:list_datas:{list_id}',
      params: { list_id: String(listId) },
      push: 'delete',
      payload: { list_data: { id } },
      target: `list_data:${id}`,
    });
  }
}

/** The Convert step's preview: the record each file becomes (spec 3 §5), one line per file. */
export const multiUploadPreview = (files: readonly File[], fileField: string, nameField: string): readonly string[] =>
  files.map(
    (file) =>
      `${file.name} → ${fileField}${nameField ? `, ${nameField}: "${fileNameWithoutExtension(file.name)}"` : ''}`,
  );
