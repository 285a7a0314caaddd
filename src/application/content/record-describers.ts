import { combineLatest, map, of, type Observable } from 'rxjs';
import { fieldLabel, valueFields, type FormField } from '../../domain/forms';
import { fieldText, type FieldDescribers } from '../editing';
import type { FieldOption } from '../forms';

// The record editor's side of a stale save (issue 32 §2): a choice field stores what stands for its choice (a
// content_select the chosen record's id, a setting-select a setting's name), so the comparison names the choice
// as the form's own field shows it ("Stadium TV Ab", not "41"). Its other fields read as every editor's do.

/** The record's values by field name: the dynamic form's draft. */
export type RecordValues = Readonly<Record<string, unknown>>;

/** The field types whose value is one of the options the form offers (`FormOptions`). */
const choiceTypes: ReadonlySet<string> = new Set(['select', 'list_select', 'content_select', 'setting-select']);

/** The fields of a form whose values the comparison words by their options (a group's children among them). */
export const choiceFields = (fields: readonly FormField[]): readonly FormField[] =>
  valueFields(fields).filter((field) => choiceTypes.has(field.type));

/** A stored reference `{id, name}` (a contract's customer) is its id; the name stands in when the list lacks it. */
const referenceOf = (value: unknown): { readonly key: unknown; readonly name?: string } => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { key: value };
  const { id, name } = value as { readonly id?: unknown; readonly name?: unknown };
  return typeof name === 'string' && name !== '' ? { key: id, name } : { key: id };
};

/** One chosen value in words: its option's label; a record no longer in its list says so with its id. */
const choiceText = (field: FormField, options: readonly FieldOption[], value: unknown): string => {
  const { key, name } = referenceOf(value);
  if (key === undefined || key === null || key === '') return name ?? fieldText(key);
  const option = options.find((candidate) => String(candidate.value) === String(key));
  if (option) return option.label;
  if (name !== undefined) return name;
  // Until the list has arrived the value is all there is; once it has, a missing record is named as missing.
  if (field.type === 'content_select' && options.length > 0)
    return `unknown ${fieldLabel(field).toLowerCase()} (id ${fieldText(key)})`;
  return fieldText(key);
};

/**
 * The comparison's words for a record's choice fields, given each field's options by field name (what the form's
 * fields offer); a list of choices (list_select) is its labels in order.
 */
export const recordDescribers = (
  fields: readonly FormField[],
  optionsByField: Readonly<Record<string, readonly FieldOption[]>>,
): FieldDescribers<RecordValues> =>
  Object.fromEntries(
    choiceFields(fields).map((field) => {
      const options = optionsByField[field.name] ?? [];
      const describe = (value: unknown): string =>
        Array.isArray(value)
          ? value.length === 0
            ? fieldText(value)
            : value.map((item) => choiceText(field, options, item)).join(', ')
          : choiceText(field, options, value);
      return [field.name, describe];
    }),
  );

/** `recordDescribers` over the options as they arrive and change (`FormOptions.options$` of each choice field). */
export const recordDescribers$ = (
  fields: readonly FormField[],
  options$: (field: FormField) => Observable<readonly FieldOption[]>,
): Observable<FieldDescribers<RecordValues>> => {
  const choices = choiceFields(fields);
  if (choices.length === 0) return of({});
  return combineLatest(choices.map((field) => options$(field))).pipe(
    map((lists) =>
      recordDescribers(choices, Object.fromEntries(choices.map((field, at) => [field.name, lists[at] ?? []]))),
    ),
  );
};
