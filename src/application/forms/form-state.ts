import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';
import {
  evaluateForm,
  fieldLabel,
  formOutput,
  type EvaluatedField,
  type FormField,
  type FormViewer,
} from '../../domain/forms';
import { sameJson } from '../shared';

/** One field as a renderer shows it: the message appears once the field was touched or a save was tried. */
export interface FieldView {
  readonly field: FormField;
  readonly name: string;
  readonly label: string;
  readonly value: unknown;
  readonly error?: string;
  readonly required: boolean;
  readonly children?: readonly FieldView[];
}

export interface FormView {
  readonly left: readonly FieldView[];
  readonly right: readonly FieldView[];
  readonly valid: boolean;
  /** Every message of the visible fields, shown or not yet. */
  readonly errors: Readonly<Record<string, string>>;
}

interface Snapshot {
  readonly values: Readonly<Record<string, unknown>>;
  readonly touched: ReadonlySet<string>;
  readonly submitted: boolean;
}

/**
 * The state of one dynamic form (the event form, a tag form, an export form, a content record, a device):
 * values by field name, what was touched, and the engine's evaluation of them. Made by FormEngine.create;
 * the owner calls `dispose` when the form goes.
 */
export class FormState {
  private readonly snapshot: BehaviorSubject<Snapshot>;
  readonly view$: Observable<FormView>;

  constructor(
    readonly fields: readonly FormField[],
    values: Readonly<Record<string, unknown>>,
    private readonly viewer: FormViewer,
  ) {
    this.snapshot = new BehaviorSubject<Snapshot>({ values, touched: new Set(), submitted: false });
    this.view$ = this.snapshot.pipe(
      map((snapshot) => this.toView(snapshot)),
      distinctUntilChanged(sameJson),
    );
  }

  get view(): FormView {
    return this.toView(this.snapshot.value);
  }

  /** The values as they stand (numbers still as typed). */
  get values(): Readonly<Record<string, unknown>> {
    return this.snapshot.value.values;
  }

  /** The values to save: number fields as integers, empty as 0. */
  get output(): Readonly<Record<string, unknown>> {
    return formOutput(this.fields, this.snapshot.value.values);
  }

  set(name: string, value: unknown): void {
    const current = this.snapshot.value;
    this.snapshot.next({
      ...current,
      values: { ...current.values, [name]: value },
      touched: new Set([...current.touched, name]),
    });
  }

  touch(name: string): void {
    const current = this.snapshot.value;
    if (!current.touched.has(name)) this.snapshot.next({ ...current, touched: new Set([...current.touched, name]) });
  }

  /** A save was tried: every message shows from now on. Answers whether the form may be saved. */
  submit(): boolean {
    this.snapshot.next({ ...this.snapshot.value, submitted: true });
    return this.view.valid;
  }

  dispose(): void {
    this.snapshot.complete();
  }

  private toView(snapshot: Snapshot): FormView {
    const evaluation = evaluateForm(this.fields, snapshot.values, this.viewer);
    const show = (item: EvaluatedField): FieldView => {
      const shown = item.error !== undefined && (snapshot.submitted || snapshot.touched.has(item.field.name));
      return {
        field: item.field,
        name: item.field.name,
        label: fieldLabel(item.field),
        value: item.value,
        required: item.field.required === true,
        ...(shown ? { error: item.error } : {}),
        ...(item.children ? { children: item.children.map(show) } : {}),
      };
    };
    return {
      left: evaluation.left.map(show),
      right: evaluation.right.map(show),
      valid: evaluation.valid,
      errors: evaluation.errors,
    };
  }
}
