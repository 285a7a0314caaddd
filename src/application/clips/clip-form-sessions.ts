import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import { exportSelectionError, type ExportForm, type Tag, type TagType } from '../../domain/clips';
import type { FormField, FormViewer } from '../../domain/forms';
import type { FormEngine, FormState, FormSubject } from '../forms';
import type { ClipGroupRow } from './clip-rows';
import type { ClipCommands } from './clips.commands';

/** 'invalid': a message is shown and nothing was sent; 'failed': the server said no (its toast shows). */
export type ClipFormOutcome = 'invalid' | 'failed' | 'saved';

/** What the export dialog is opened with. */
export interface ExportTarget {
  readonly row: ClipGroupRow;
  readonly form: ExportForm;
  /** An MTV compilation export (spec 2 §6 mtv_special_import). */
  readonly mtvSpecial?: boolean;
}

export interface ClipFormDeps {
  readonly engine: FormEngine;
  readonly commands: ClipCommands;
  readonly viewer: FormViewer;
  /** The event (and clip) the form functions read (spec 2 §9). */
  readonly subject: FormSubject;
}

/** A tag's form values are its meta without the type keys, which come from the chosen tag type. */
const formValuesOf = (tag: Tag | undefined): Readonly<Record<string, unknown>> => {
  if (!tag) return {};
  const { type: _type, type_name: _name, ...rest } = tag.meta;
  return rest;
};

/**
 * The tag dialog (spec 2 §2, §3): the chosen tag_form's fields in the shared form engine. Choosing another
 * type rebuilds the form and keeps what was typed; the stream time and Active are the dialog's own inputs.
 */
export class TagFormSession {
  private readonly formSubject: BehaviorSubject<FormState>;
  private chosen: TagType | undefined;
  readonly form$: Observable<FormState>;

  constructor(
    private readonly deps: ClipFormDeps,
    readonly eventUuid: string,
    readonly tag: Tag | undefined,
    type: TagType | undefined,
  ) {
    this.chosen = type;
    this.formSubject = new BehaviorSubject(this.makeForm(type, formValuesOf(tag)));
    this.form$ = this.formSubject.asObservable();
  }

  get form(): FormState {
    return this.formSubject.value;
  }

  get type(): TagType | undefined {
    return this.chosen;
  }

  chooseType(type: TagType | undefined): void {
    if (type?.type === this.chosen?.type && type?.id === this.chosen?.id) return;
    const previous = this.form;
    this.chosen = type;
    this.formSubject.next(this.makeForm(type, previous.values));
    previous.dispose();
  }

  /** events:tag:create (or :{uuid}); a form with a message or an unreadable stream time is not sent. */
  async save(input: { readonly streamTime: number | undefined; readonly active: boolean }): Promise<ClipFormOutcome> {
    const valid = this.form.submit();
    if (!valid || input.streamTime === undefined) return 'invalid';
    const type = this.chosen;
    const meta = { ...this.form.output, ...(type ? { type: type.type, type_name: type.type_name } : {}) };
    const result = await this.deps.commands.saveTag({
      ...(this.tag ? { uuid: this.tag.uuid } : {}),
      event_uuid: this.eventUuid,
      stream_time: input.streamTime,
      state: input.active ? 'active' : 'archived',
      meta,
    });
    return result.outcome === 'ok' ? 'saved' : 'failed';
  }

  dispose(): void {
    this.form.dispose();
    this.formSubject.complete();
  }

  private makeForm(type: TagType | undefined, stored: Readonly<Record<string, unknown>>): FormState {
    return this.deps.engine.create(type?.fields ?? [], stored, this.deps.viewer, this.deps.subject);
  }
}

/** A clip keeps its own title unless the export form says otherwise (its field's default or a typed one). */
const storedExportValues = (fields: readonly FormField[], title: string): Readonly<Record<string, unknown>> =>
  fields.some((field) => field.name === 'title' && field.default === undefined) ? { title } : {};

/**
 * The export dialog (spec 2 §2, §3, §5): the qualities to export (pre-selected from the form) and the
 * export_form's fields in the shared form engine. Export needs every required quality and a valid form.
 */
export class ExportFormSession {
  private readonly selectedSubject: BehaviorSubject<readonly string[]>;
  readonly form: FormState;
  readonly selected$: Observable<readonly string[]>;
  /** 'This clip doesn't have required qualities' while a required quality is not selected. */
  readonly qualityError$: Observable<string | undefined>;

  constructor(
    private readonly deps: ClipFormDeps,
    readonly target: ExportTarget,
  ) {
    const available = target.row.qualities.map((quality) => quality.name);
    this.selectedSubject = new BehaviorSubject<readonly string[]>(
      (target.form.pre_selected_qualities ?? []).filter((name) => available.includes(name)),
    );
    this.selected$ = this.selectedSubject.asObservable();
    this.qualityError$ = this.selected$.pipe(
      map((selected) => exportSelectionError(selected, target.form)),
      distinctUntilChanged(),
    );
    this.form = deps.engine.create(
      target.form.fields,
      storedExportValues(target.form.fields, target.row.title),
      deps.viewer,
      deps.subject,
    );
  }

  get selected(): readonly string[] {
    return this.selectedSubject.value;
  }

  get qualityError(): string | undefined {
    return exportSelectionError(this.selected, this.target.form);
  }

  select(name: string, checked: boolean): void {
    const current = this.selected.filter((item) => item !== name);
    this.selectedSubject.next(checked ? [...current, name] : current);
  }

  /**
   * One save per export configuration, each reported on its own (spec 2 §4); 'saved' once every save
   * settled, whatever they answered, since the dialog closes either way.
   */
  async submit(): Promise<ClipFormOutcome> {
    const valid = this.form.submit();
    if (!valid || this.qualityError !== undefined) return 'invalid';
    const { row, form, mtvSpecial } = this.target;
    const values = this.form.output;
    const clipUuids = row.qualities
      .filter((quality) => this.selected.includes(quality.name))
      .map((quality) => quality.uuid);
    const title = typeof values.title === 'string' && values.title !== '' ? values.title : row.title;
    await this.deps.commands.exportClips(form, {
      clip_uuids: clipUuids,
      event_uuid: row.eventUuid,
      form_data: values,
      meta: { title, ...(mtvSpecial ? { mtv_special: true } : {}) },
    });
    return 'saved';
  }

  dispose(): void {
    this.form.dispose();
    this.selectedSubject.complete();
  }
}
