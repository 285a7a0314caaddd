import { inject, injectable } from 'inversify';
import {
  emptyUuidFields,
  initialFormValues,
  type FormContext,
  type FormField,
  type FormViewer,
} from '../../domain/forms';
import { ClockPort, IdPort } from '../ports';
import { serverNow } from '../shared';
import { StateReader } from '../store';
import { FormState } from './form-state';

/** What a form is about: the event (and clip) its form functions read (spec 2 §9). */
export type FormSubject = Omit<FormContext, 'now'>;

/**
 * Makes dynamic forms: stored values first, then each field's default (form functions, date-time now — the
 * server's now, as the event editor's start — checkbox false, multilanguage en), then a new id in every empty
 * uuid field.
 */
@injectable()
export class FormEngine {
  constructor(
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(IdPort) private readonly ids: IdPort,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  initialValues(
    fields: readonly FormField[],
    stored: Readonly<Record<string, unknown>>,
    subject: FormSubject = {},
  ): Readonly<Record<string, unknown>> {
    const values: Record<string, unknown> = {
      ...initialFormValues(fields, stored, { ...subject, now: serverNow(this.store.state.clock, this.clock) }),
    };
    for (const name of emptyUuidFields(fields, values)) values[name] = this.ids.newId();
    return values;
  }

  create(
    fields: readonly FormField[],
    stored: Readonly<Record<string, unknown>>,
    viewer: FormViewer,
    subject: FormSubject = {},
  ): FormState {
    return new FormState(fields, this.initialValues(fields, stored, subject), viewer);
  }
}
