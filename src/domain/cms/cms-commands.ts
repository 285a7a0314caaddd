import { decoded, defineCommands, pushed, takes } from '../commands';
import type { SaveArgs } from '../admin-kit';

type RecordSave = SaveArgs & { readonly list_data: unknown };
type RecordsRemoval = { readonly list_id: number; readonly ids: readonly number[] };

/** /content's commands; the toasts (content-notices.ts) and the audit key on them. */
export const contentCommands = defineCommands('content', {
  saveList: decoded<SaveArgs & { readonly list: unknown }>('content.list.save'),
  deleteList: pushed('content.list.delete'),
  notify: pushed('content.list.notify'),
  saveRecord: decoded<RecordSave>('content.record.save'),
  /** One record's eye (hide / show): a save of its state. */
  recordState: decoded<RecordSave>('content.record.state'),
  /** One of many records' state in a bulk change: silent, the screen says how many failed and which. */
  bulkState: takes<RecordSave>('content.records.state'),
  deleteRecord: takes<RecordsRemoval>('content.record.delete_one'),
  deleteRecords: takes<RecordsRemoval>('content.records.delete'),
  /** One batch of an import (`save_batch`): silent, the import's report names refused rows by line. */
  importBatch: takes<{ readonly list_id: number; readonly records: number }>('content.import.batch'),
});

export const multiUploadCommands = defineCommands('multi-upload', {
  /**
   * The user's Upload, journaled when every file has ended, so its entry carries the result ('Files uploaded!'
   * or 'Unable to upload files!').
   */
  uploadFiles: decoded<{
    readonly listId: number;
    readonly fileField: string;
    readonly nameField?: string;
    readonly files: readonly string[];
    readonly uploaded: readonly string[];
    readonly ok: boolean;
  }>('content.upload_files'),
  /** Push save on cms:list_data:create: one new record per file. */
  createRecord: pushed('content.record.create'),
  /** Push delete on cms:list_datas:{list_id}: the record of a file that did not upload. */
  deleteRecord: pushed('content.record.delete'),
});
