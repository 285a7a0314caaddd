import type { ExportForm } from '../../domain/clips';
import type { FormState } from '../forms';
import type { ClipFormDeps, ClipFormOutcome } from './clip-form-sessions';

/** The compilation's title unless the form's own title field has a default. */
export const compilationTitle = 'MTV compilation';

/**
 * The MTV compilation dialog (spec 2 §6 mtv_special_import) on the mtv_special_export form (spec 2 §3): that
 * form's fields in the shared form engine, one export of the chosen cuts to the form's configurations, flagged
 * `mtv_special`. Nothing is sent while a field says what is wrong or no cut is chosen.
 */
export class CompilationFormSession {
  readonly form: FormState;

  constructor(
    private readonly deps: ClipFormDeps,
    readonly eventUuid: string,
    readonly exportForm: ExportForm,
  ) {
    const titleField = exportForm.fields.find((field) => field.name === 'title');
    const stored = titleField && titleField.default === undefined ? { title: compilationTitle } : {};
    this.form = deps.engine.create(exportForm.fields, stored, deps.viewer, deps.subject);
  }

  async submit(clipUuids: readonly string[]): Promise<ClipFormOutcome> {
    const valid = this.form.submit();
    if (!valid || clipUuids.length === 0) return 'invalid';
    const values = this.form.output;
    const title = typeof values.title === 'string' && values.title !== '' ? values.title : compilationTitle;
    await this.deps.commands.exportClips(this.exportForm, {
      clip_uuids: clipUuids,
      event_uuid: this.eventUuid,
      form_data: values,
      meta: { title, mtv_special: true },
    });
    return 'saved';
  }

  dispose(): void {
    this.form.dispose();
  }
}
