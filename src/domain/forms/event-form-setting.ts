import { formFieldTypes, type FormField } from './form-field';

// An event_form setting's value is `{form: FormField[]}` (docs/protocol/forms.md). Settings arrive as free
// JSON, so the fields are read leniently here: a field of an unknown type is left out, never the whole form.

const isField = (item: unknown): item is FormField =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { name?: unknown }).name === 'string' &&
  formFieldTypes.some((type) => type === (item as { type?: unknown }).type);

/** The fields of a form setting's value (`{form: [...]}`, or a bare list). */
export const eventFormFields = (value: unknown): readonly FormField[] => {
  const form = Array.isArray(value)
    ? value
    : typeof value === 'object' && value !== null
      ? (value as { form?: unknown }).form
      : undefined;
  return Array.isArray(form) ? form.filter(isField) : [];
};
