import { inject, injectable } from 'inversify';
import type { Observable } from 'rxjs';
import type { ListData, ListType } from '../../domain/cms';
import type { SaveOutcome } from '../admin-kit';
import type { FieldDescribers } from '../editing';
import { FormEngine, FormOptions, type FormState } from '../forms';
import { IdPort } from '../ports';
import { ContentCommands } from './content.commands';
import { recordDescribers$, type RecordValues } from './record-describers';
import { recordDraft, recordFormFields } from './record-form';
import { RecordUploads, type RecordFile } from './record-uploads';

/**
 * The record editor's work (spec 3 §2.4, §5): the dynamic form of the list type (positions, show conditions,
 * admin_only, uuid fields filled), and the save: values without files, then each chosen file through the upload
 * queue; a new record whose file does not arrive is deleted again (spec 3 §4).
 */
@injectable()
export class RecordEditing {
  constructor(
    @inject(FormEngine) private readonly engine: FormEngine,
    @inject(IdPort) private readonly ids: IdPort,
    @inject(ContentCommands) private readonly commands: ContentCommands,
    @inject(RecordUploads) private readonly uploads: RecordUploads,
    @inject(FormOptions) private readonly options: FormOptions,
  ) {}

  /** The form of a record; s3file fields are the editor's file pickers, not form fields. The owner disposes it. */
  form(listType: ListType | undefined, stored: ListData | undefined, administrator: boolean): FormState {
    const fields = recordFormFields(listType).filter((field) => field.type !== 's3file');
    return this.engine.create(fields, stored?.data ?? {}, { isAdmin: administrator });
  }

  /**
   * The form's values made from the record as stored now, over the values the form opened with (`opened`): a field
   * the record does not hold keeps what the form made of it (its default, a uuid filled then), so a stale save's
   * comparison (issue 32 §2) lists only what the colleague changed.
   */
  valuesOf(
    listType: ListType | undefined,
    record: ListData,
    opened: Readonly<Record<string, unknown>>,
  ): Readonly<Record<string, unknown>> {
    const fields = recordFormFields(listType).filter((field) => field.type !== 's3file');
    return this.engine.initialValues(fields, { ...opened, ...record.data });
  }

  /**
   * How a stale save's comparison words the record's choice fields (issue 32 §2): a content_select by the chosen
   * record's name, a select by its option's label, from the options the form's own fields show.
   */
  describers$(listType: ListType | undefined): Observable<FieldDescribers<RecordValues>> {
    return recordDescribers$(recordFormFields(listType), (field) => this.options.options$(field));
  }

  /** Puts these values in the form (a stale save's merged form): each field that differs, and none left over. */
  applyValues(form: FormState, values: Readonly<Record<string, unknown>>): void {
    for (const name of new Set([...Object.keys(form.values), ...Object.keys(values)]))
      if (form.values[name] !== values[name]) form.set(name, values[name]);
  }

  /** Undefined when the form refused (its messages show in it). */
  save(
    form: FormState,
    listType: ListType | undefined,
    listId: number,
    stored: ListData | undefined,
    files: readonly RecordFile[],
    /** The version the form was based on (issue 32 §2). */
    version?: number,
  ): Promise<SaveOutcome> | undefined {
    if (!form.submit()) return undefined;
    const draft = recordDraft(listType, listId, form.output, stored, () => this.ids.newId());
    return this.commands.saveRecord(draft, undefined, version).then(async (outcome) => {
      if (!outcome.ok || files.length === 0) return outcome;
      const uploaded = await this.uploads.upload(listId, outcome.id, stored === undefined, files);
      if (uploaded.kind === 'uploaded') return outcome;
      const reason = uploaded.recordDeleted
        ? `the file did not upload (${uploaded.error}), so the new record was deleted again`
        : `the values were saved but the file did not upload (${uploaded.error})`;
      return { ok: false, reason };
    });
  }
}
